package dev.switchboard.archfixture.cyclic.two;

import dev.switchboard.archfixture.cyclic.one.First;

/** Fixture: the other half of the package cycle. */
public class Second {

    public First back() {
        return new First();
    }
}

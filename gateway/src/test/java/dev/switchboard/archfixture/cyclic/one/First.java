package dev.switchboard.archfixture.cyclic.one;

import dev.switchboard.archfixture.cyclic.two.Second;

/** Fixture: half of a package cycle, to show the DAG rule fails on one. */
public class First {

    public Second next() {
        return new Second();
    }
}

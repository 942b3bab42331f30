package dev.switchboard.archfixture.upward.stream;

import dev.switchboard.archfixture.upward.entry.Door;

/** Fixture: a primitive that imports a front door, to show the layering rule fails on it. */
public class Primitive {

    public Door door() {
        return new Door();
    }
}

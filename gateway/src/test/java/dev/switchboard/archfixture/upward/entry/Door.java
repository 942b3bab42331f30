package dev.switchboard.archfixture.upward.entry;

/** Fixture: a front door. */
public class Door {
}

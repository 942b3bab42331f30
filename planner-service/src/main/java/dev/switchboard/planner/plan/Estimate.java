package dev.switchboard.planner.plan;

/** Relative size of a step: small (hours), medium (a day or two), large (several days). */
public enum Estimate {
    S,
    M,
    L
}

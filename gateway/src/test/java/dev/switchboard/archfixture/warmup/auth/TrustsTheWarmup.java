package dev.switchboard.archfixture.warmup.auth;

import dev.switchboard.archfixture.warmup.warmup.Warmup;

/** Fixture: an auth class that lets the warm-up in by name, to show the warm-up rule fails on it. */
public class TrustsTheWarmup {

    public boolean admit(String secret) {
        return Warmup.admits(secret);
    }
}

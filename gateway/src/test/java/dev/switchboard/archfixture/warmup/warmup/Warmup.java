package dev.switchboard.archfixture.warmup.warmup;

/** Fixture: a warm-up, as the gateway's own package holds one. */
public class Warmup {

    public static boolean admits(String secret) {
        return secret != null;
    }
}

package dev.switchboard.archfixture.waits.handler;

import java.util.concurrent.CompletableFuture;

/** Fixture: a handler that waits for a stage with the JDK's join, to show the rule fails on it. */
public class JoinsAStage {

    public String answer(CompletableFuture<String> answered) {
        return answered.join();
    }
}

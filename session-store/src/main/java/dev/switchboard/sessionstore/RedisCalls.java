package dev.switchboard.sessionstore;

import java.util.function.Supplier;

/** Runs one Redis interaction and turns any client failure into a {@link StoreUnavailableException}. */
public final class RedisCalls {

    private RedisCalls() {
    }

    public static <T> T call(String operation, Supplier<T> interaction) {
        try {
            return interaction.get();
        } catch (StoreUnavailableException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new StoreUnavailableException(operation, e);
        }
    }

    public static void run(String operation, Runnable interaction) {
        call(operation, () -> {
            interaction.run();
            return null;
        });
    }
}

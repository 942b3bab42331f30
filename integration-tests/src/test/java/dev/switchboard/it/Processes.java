package dev.switchboard.it;

/** Closing what a test class started, whatever failed to start. */
final class Processes {

    private Processes() {
    }

    static void closeAll(AutoCloseable... started) {
        for (AutoCloseable closeable : started) {
            if (closeable != null) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    // keep closing the rest
                }
            }
        }
    }
}

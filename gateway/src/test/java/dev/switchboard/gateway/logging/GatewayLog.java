package dev.switchboard.gateway.logging;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;

import org.awaitility.Awaitility;
import org.jboss.logging.Logger;

/** What the tested gateway wrote to its log file ({@code %test.quarkus.log.file.path}), read back by tests. */
final class GatewayLog {

    private static final Path FILE = Path.of("target/gateway-test.log");
    private static final Logger LOG = Logger.getLogger(GatewayLog.class);

    private GatewayLog() {
    }

    /**
     * Logs a unique marker line and returns the log once the marker is in the file: everything logged before it has
     * been written by then.
     */
    static String upToNow() {
        String marker = "log-marker-" + UUID.randomUUID();
        LOG.info(marker);
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> read().contains(marker));
        return read();
    }

    static String read() {
        try {
            return Files.exists(FILE) ? Files.readString(FILE) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

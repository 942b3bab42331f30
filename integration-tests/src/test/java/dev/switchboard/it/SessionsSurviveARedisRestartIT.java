package dev.switchboard.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.notNullValue;

/**
 * Redis configured as run.sh and compose run it (AOF, fsync every second) is killed outright under a packaged gateway
 * and started again: a session the gateway had opened, once on disk, answers again without a new initialize.
 */
class SessionsSurviveARedisRestartIT {

    @TempDir
    static Path data;

    private static LocalRedis redis;
    private static SuiteProcess gateway;

    @BeforeAll
    static void start() {
        redis = LocalRedis.startPersistent(data);
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(gateway, redis);
    }

    @Test
    void aSessionOnDiskOutlivesAKilledRedis() {
        McpSession session = gateway.mcp().session().open();
        await().atMost(Duration.ofSeconds(10)).until(() -> appendOnlyFilesMention(session.id()));

        redis.stop();
        redis.restart();

        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(200)).untilAsserted(() -> session
                .request("tools/list", "{}").then().statusCode(200).body("result.tools", notNullValue()));
    }

    /** Whether the append-only files (Redis 7 keeps several under appendonlydir, Redis 6 one file) hold {@code text}. */
    private static boolean appendOnlyFilesMention(String text) {
        try (Stream<Path> files = Files.walk(data)) {
            return files.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().contains("appendonly"))
                    .anyMatch(f -> read(f).contains(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

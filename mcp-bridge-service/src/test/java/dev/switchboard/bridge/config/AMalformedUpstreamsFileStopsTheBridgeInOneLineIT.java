package dev.switchboard.bridge.config;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.internal.TestInternalKeys;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged bridge started on an upstreams file holding {@code []} (a list, not the object) stops by itself with
 * one line naming the file and saying what it must hold, and no stack trace: what an operator sees in the launcher's
 * output.
 */
class AMalformedUpstreamsFileStopsTheBridgeInOneLineIT {

    @TempDir
    Path directory;

    @Test
    void aListInsteadOfTheObjectStopsTheBridgeWithOneLine() throws Exception {
        Path file = Files.writeString(directory.resolve("upstreams.json"), "[]");
        String output;
        int exit;
        try (LocalRedis redis = LocalRedis.start()) {
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder bridge = new ProcessBuilder(java, "-Xmx128m", "-jar",
                    Path.of("target", "quarkus-app", "quarkus-run.jar").toString()).redirectErrorStream(true);
            bridge.environment().putAll(Map.of("BRIDGE_UPSTREAMS_FILE", file.toString(),
                    "REDIS_URL", redis.url(), "QUARKUS_HTTP_PORT", "0", "QUARKUS_MANAGEMENT_PORT", "0",
                    "SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS", TestInternalKeys.PUBLIC_KEY,
                    "SWITCHBOARD_SERVICE_REGISTRATION_KEY", TestInternalKeys.REGISTRATION_KEY,
                    "SWITCHBOARD_SERVICE_WARMUP_ENABLED", "false"));
            Process process = bridge.start();
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();
            exit = process.exitValue();
        }

        assertThat(exit).as(output).isNotZero();
        assertThat(output).contains("Cannot use the upstreams file " + file + ": the content is a list; the file "
                + "holds {\"upstreams\": [...]}, one object per upstream")
                .doesNotContain("\tat ").doesNotContain("UpstreamsFile");
    }
}

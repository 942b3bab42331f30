package dev.switchboard.contractcheck;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged checker, {@code java -jar target/contract-check.jar}, runs on its own (no class of the build's test
 * class path) and passes the kit fixture: what a team runs against its service is what the tests check.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheRunnableJarChecksAServiceIT {

    @Test
    void theJarPassesTheKitFixture() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process check = new ProcessBuilder(java, "-jar", Path.of("target", "contract-check.jar").toString(),
                "--url", CheckerRun.fixtureUrl(), "--signing-key", TestInternalKeys.PRIVATE_KEY,
                "--public-key", TestInternalKeys.PUBLIC_KEY, CheckerRun.OPEN_NOTE_ARGUMENTS[0],
                CheckerRun.OPEN_NOTE_ARGUMENTS[1]).redirectErrorStream(true).start();
        String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(check.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(check.exitValue()).as(output).isZero();
        assertThat(output).contains("contract-check: 0 failures, 0 warnings").doesNotContain("SLF4J");
    }

    @Test
    void aCommandLineItCannotUseIsExitStatus2WithTheUsage() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process check = new ProcessBuilder(java, "-jar", Path.of("target", "contract-check.jar").toString(),
                "--url", "http://127.0.0.1:1").redirectErrorStream(true).start();
        String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(check.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(check.exitValue()).isEqualTo(2);
        assertThat(output).contains("give either --signing-key with --public-key, or --token", "Usage: java -jar");
    }
}

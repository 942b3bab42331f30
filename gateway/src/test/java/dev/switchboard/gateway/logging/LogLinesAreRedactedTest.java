package dev.switchboard.gateway.logging;

import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A log line that carries a credential reaches the log with the credential replaced, whoever logged it. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LogLinesAreRedactedTest {

    private static final Logger LIBRARY = Logger.getLogger("org.example.somelibrary");

    @Test
    void credentialsInAnyLoggersLinesAreReplaced() {
        String password = "hunter2-" + System.nanoTime();
        String githubToken = "ghp_" + Long.toString(System.nanoTime(), 36) + "abcdefghijklmnopqrstuv";
        LIBRARY.infof("connecting with password=%s and token %s", password, githubToken);

        String log = GatewayLog.upToNow();

        assertThat(log).contains("connecting with password=[redacted] and token [redacted]")
                .doesNotContain(password).doesNotContain(githubToken);
    }
}

package dev.switchboard.gateway.auth;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * The gateway starts while its authorization server is down; tokens are refused (saying the keys cannot be read) until
 * the server answers, and accepted from then on, without a restart.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AnIssuerDownAtStartIsReadOnceItAnswersTest.IssuerDownAtStart.class)
class AnIssuerDownAtStartIsReadOnceItAnswersTest {

    Rfc8414OnlyServer issuer;

    @Test
    void tokensAreAcceptedOnceTheIssuerAnswers() {
        String token = issuer.token("tenant-a", "caller-a");
        McpTestClient.ofTestedApp().withBearer(token).modern("tools/list").then().statusCode(401)
                .body("error.message", containsString("cannot be read"));

        issuer.start();

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> McpTestClient.ofTestedApp().withBearer(token)
                .modern("tools/list").then().statusCode(200));
    }

    public static class IssuerDownAtStart implements QuarkusTestProfile {

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(Rfc8414OnlyServer.Resource.class, Map.of("started", "false")));
        }
    }
}

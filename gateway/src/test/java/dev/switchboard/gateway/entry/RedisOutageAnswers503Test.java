package dev.switchboard.gateway.entry;

import java.net.URL;
import java.time.Duration;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;

/**
 * Without Redis a session cannot open: 503 saying why, readiness down, and recovery without a restart: sessions open
 * again and the services' next heartbeat registers them in the emptied registry, while the catalogue kept their tools.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RedisOutageAnswers503Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @InjectRedis
    LocalRedis redis;

    @Inject
    ServiceRegistry registry;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @Test
    void withoutRedisSessionsAre503AndTheGatewayRecoversByItself() {
        redis.stop();
        try {
            mcp.session().initialize().then().statusCode(503)
                    .body("error.message", containsString("Redis"));
            RestAssured.given().get(readiness).then().statusCode(503);
        } finally {
            redis.restart();
        }
        mcp.session().open();
        // The restarted Redis is empty: the catalogue keeps the fixtures as temporarily unavailable until their next
        // heartbeat registers them again, which later tests of this application need.
        Awaitility.await().atMost(Duration.ofSeconds(15)).until(() -> !registry.live().isEmpty());
        Awaitility.await().atMost(Duration.ofSeconds(15)).until(() -> !Boolean.TRUE.equals(mcp.modern("tools/call")
                .tool("fx_echo", "{\"text\":\"back\"}").then().statusCode(200).extract().path("result.isError")));
    }
}

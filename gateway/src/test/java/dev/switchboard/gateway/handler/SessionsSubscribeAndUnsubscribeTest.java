package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.anEmptyMap;

/** A session subscribes to and unsubscribes from resource URIs with empty results. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionsSubscribeAndUnsubscribeTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void sessionsCanSubscribeAndUnsubscribe() {
        McpSession session = mcp.session().open();
        session.request("resources/subscribe", "{\"uri\":\"fx://static\"}").then().statusCode(200)
                .body("result", anEmptyMap());
        session.request("resources/unsubscribe", "{\"uri\":\"fx://static\"}").then().statusCode(200)
                .body("result", anEmptyMap());
    }
}

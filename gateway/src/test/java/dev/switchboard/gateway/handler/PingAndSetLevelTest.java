package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.equalTo;

/** {@code ping} answers an empty result; {@code logging/setLevel} accepts the eight levels and nothing else. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PingAndSetLevelTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void pingAnswersAnEmptyResult() {
        mcp.session().open().request("ping", "{}").then().statusCode(200)
                .body("id", equalTo(2))
                .body("result", anEmptyMap());
    }

    @Test
    void setLevelIsValidatedAndAccepted() {
        McpSession session = mcp.session().open();
        session.request("logging/setLevel", "{\"level\":\"debug\"}").then().statusCode(200)
                .body("result", anEmptyMap());
        session.request("logging/setLevel", "{\"level\":\"chatty\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}

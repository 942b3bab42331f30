package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** 2026-07-28's own methods do not exist in a session: -32601 in the JSON-RPC answer. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StatelessOnlyMethodsAreUnknownInSessionsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void modernOnlyMethodsAreUnknownInTheSessionEra() {
        McpSession session = mcp.session().open();
        session.request("server/discover", "{}").then().statusCode(200).body("error.code", equalTo(-32601));
        session.request("subscriptions/listen", "{}").then().statusCode(200).body("error.code", equalTo(-32601));
    }
}

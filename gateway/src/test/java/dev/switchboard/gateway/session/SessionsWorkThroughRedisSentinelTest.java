package dev.switchboard.gateway.session;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisSentinelTestResource;
import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;

/**
 * With Redis behind a Sentinel (the gateway knows only the sentinel and the master's name), sessions, tool calls
 * through the registry and DELETE work as on one Redis.
 */
@QuarkusTest
@TestProfile(SessionsWorkThroughRedisSentinelTest.ThroughSentinel.class)
class SessionsWorkThroughRedisSentinelTest {

    public static class ThroughSentinel implements QuarkusTestProfile {

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(RedisSentinelTestResource.class),
                    new TestResourceEntry(InternalAuthTestResource.class));
        }
    }

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aSessionCallsAToolAndEnds() {
        mcp.awaitTool("fx_echo");
        McpSession session = mcp.session().open();

        session.callTool("fx_echo", "{\"text\":\"via sentinel\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("via sentinel"));
        session.delete().then().statusCode(204);
        session.request("ping", "{}").then().statusCode(404);
    }
}

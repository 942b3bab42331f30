package dev.switchboard.gateway.httpsse;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.LegacySession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** 2024-11-05 HTTP+SSE: the endpoint event first, POSTs accepted with 202, every answer on the stream. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HttpSseClientIsAnsweredOnItsStreamTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aLegacyClientInitializesListsAndCallsOverTheSseStream() {
        mcp.awaitTool("fx_echo");
        try (LegacySession legacy = mcp.legacy()) {
            legacy.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    + "\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"old\",\"version\":\"1\"}}}")
                    .then().statusCode(202);
            legacy.stream().awaitData("\"protocolVersion\":\"2024-11-05\"");
            legacy.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").then().statusCode(202);

            legacy.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_echo\","
                    + "\"arguments\":{\"text\":\"legacy\"}}}").then().statusCode(202);

            assertThat(legacy.stream().awaitData("\"echo\":\"legacy\"")).contains("\"id\":2");
        }
    }
}

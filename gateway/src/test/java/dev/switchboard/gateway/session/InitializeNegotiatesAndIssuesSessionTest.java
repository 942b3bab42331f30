package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * {@code initialize} answers the version asked for when supported, else the newest session-era one, and issues a long
 * random session id of visible ASCII.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InitializeNegotiatesAndIssuesSessionTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aSupportedVersionIsAnsweredAsRequested() {
        for (String version : new String[] { "2025-03-26", "2025-06-18", "2025-11-25" }) {
            mcp.session().version(version).initialize().then().statusCode(200)
                    .body("result.protocolVersion", equalTo(version))
                    .body("result.serverInfo.name", equalTo("switchboard-gateway"))
                    .body("result.capabilities.tools", notNullValue())
                    .body("result.capabilities.logging", notNullValue());
        }
    }

    @Test
    void anUnsupportedVersionGetsTheNewestSessionEraVersion() {
        mcp.session().version("2023-01-01").initialize().then().statusCode(200)
                .body("result.protocolVersion", equalTo("2025-11-25"));
    }

    @Test
    void theSessionIdIsLongRandomAndVisibleAscii() {
        String first = mcp.session().open().id();
        String second = mcp.session().open().id();

        assertThat(first).isNotEqualTo(second).hasSizeGreaterThanOrEqualTo(22);
        assertThat(first.chars()).allMatch(c -> c >= 0x21 && c <= 0x7E);
    }

    @Test
    void initializeWithoutClientInfoIsInvalidParams() {
        mcp.given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{}}}")
                .post("/mcp").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}

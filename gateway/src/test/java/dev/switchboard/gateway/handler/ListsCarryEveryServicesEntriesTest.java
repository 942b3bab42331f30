package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

/**
 * Lists federate what every registered service offers; tool listings hide the gateway's own hints; 2026-07-28 lists
 * say how long they may be cached.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ListsCarryEveryServicesEntriesTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void servicesRegistered() {
        mcp.awaitTool("fx_echo");
    }

    @Test
    void toolsListCarriesDescriptorsAndCacheHintsButNoGatewayHints() {
        mcp.modern("tools/list").then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.find { it.name == 'fx_slow' }.timeoutMs", nullValue())
                .body("result.tools.find { it.name == 'fx_echo' }.inputSchema.required", hasItem("text"))
                .body("result.ttlMs", notNullValue())
                .body("result.cacheScope", equalTo("public"));
    }

    @Test
    void resourcesTemplatesAndPromptsAreListed() {
        mcp.modern("resources/list").then().statusCode(200)
                .body("result.resources.uri", hasItem("fx://static"))
                // a fixture service lists per caller (TenantNotes), so the page may be cached only by this caller
                .body("result.cacheScope", equalTo("private"));
        mcp.modern("resources/templates/list").then().statusCode(200)
                .body("result.resourceTemplates.uriTemplate", hasItem("fx://item/{id}"));
        mcp.modern("prompts/list").then().statusCode(200)
                .body("result.prompts.name", hasItem("fx_greeting"));
    }
}

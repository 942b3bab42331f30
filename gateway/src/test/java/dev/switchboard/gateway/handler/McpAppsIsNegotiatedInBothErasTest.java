package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.notNullValue;

/**
 * While a service offers an MCP App's view (the test application's {@code fx_chart}), the gateway declares the
 * extension {@code io.modelcontextprotocol/ui} with the views' MIME type: in the capabilities {@code initialize}
 * answers (the specification negotiates it there in every session-era revision) and in {@code server/discover}, beside
 * the tasks extension.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class McpAppsIsNegotiatedInBothErasTest {

    private static final String UI = "'io.modelcontextprotocol/ui'";
    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void initializeDeclaresTheExtensionWithTheViewsMimeType() {
        mcp.awaitTool("fx_chart");
        for (String version : new String[] { "2025-11-25", "2025-06-18", "2025-03-26" }) {
            mcp.session().version(version).capabilities(
                    "{\"extensions\":{\"io.modelcontextprotocol/ui\":{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}")
                    .initialize().then().statusCode(200)
                    .body("result.capabilities.extensions." + UI + ".mimeTypes", contains("text/html;profile=mcp-app"));
        }
    }

    @Test
    void discoverDeclaresItBesideTheTasksExtension() {
        mcp.awaitTool("fx_chart");
        mcp.modern("server/discover").then().statusCode(200)
                .body("result.capabilities.extensions." + UI + ".mimeTypes", contains("text/html;profile=mcp-app"))
                .body("result.capabilities.extensions.'io.modelcontextprotocol/tasks'", notNullValue());
    }
}

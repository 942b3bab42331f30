package dev.switchboard.gateway.discovery;

import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.hasItem;

/**
 * A gateway whose tenants list every tool never loads the embedding model: listing and calling tools leave it
 * unloaded, and the first search loads it. A profile of its own, so that no other test's search came first.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(TheEmbeddingModelLoadsOnTheFirstSearchTest.FreshGateway.class)
class TheEmbeddingModelLoadsOnTheFirstSearchTest {

    /** The default gateway, started apart from the other tests' applications. */
    public static class FreshGateway implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.discovery.default-limit", "4");
        }
    }

    @Inject
    ToolEmbeddings embeddings;

    @Test
    void listingAndCallingLeaveTheModelUnloadedAndASearchLoadsIt() {
        McpTestClient mcp = McpTestClient.ofTestedApp();
        mcp.awaitTool("fx_echo");
        mcp.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"));
        mcp.session().open().callTool("fx_echo", "{\"text\":\"hi\"}").then().statusCode(200);
        assertThat(embeddings.modelLoaded()).isFalse();

        mcp.modern("tools/call").tool("find_tools", "{\"query\":\"echo a text back\"}").then().statusCode(200);

        assertThat(embeddings.modelLoaded()).isTrue();
    }
}

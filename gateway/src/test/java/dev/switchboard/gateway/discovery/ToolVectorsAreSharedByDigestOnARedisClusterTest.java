package dev.switchboard.gateway.discovery;

import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.OnARedisCluster;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.sessionstore.cache.VectorCache;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * After a search, the vector of every tool the tenant may use is in Redis under the digest of its text, where every
 * replica reads it instead of embedding the tool again; on a Redis Cluster the keys spread over the nodes and are read
 * back in one go.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class ToolVectorsAreSharedByDigestOnARedisClusterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    VectorCache vectors;

    @Test
    void everySearchedToolHasItsVectorInRedis() throws Exception {
        McpTestClient mcp = McpTestClient.ofTestedApp();
        mcp.awaitTool("fx_echo");
        mcp.modern("tools/call").tool("find_tools", "{\"query\":\"echo a text back\"}").then().statusCode(200)
                .body("result.structuredContent.tools[0].name", equalTo("fx_echo"));

        List<Map<String, Object>> listed = mcp.modern("tools/list").then().statusCode(200).extract()
                .path("result.tools");
        List<String> digests = listed.stream()
                .map(tool -> ToolText.of(JSON.valueToTree(tool)).digest()).toList();
        Map<String, float[]> stored = vectors.get(Embedder.MODEL, digests);

        assertThat(stored.keySet()).containsExactlyInAnyOrderElementsOf(digests);
        assertThat(stored.values()).allSatisfy(vector -> assertThat(vector).hasSize(Embedder.DIMENSION));
    }
}

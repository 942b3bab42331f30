package dev.switchboard.gateway.forward;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A streamed result whose UTF-8 characters are cut between the service's writes (each flushed on its own) reaches the
 * client intact, never with U+FFFD where a character was cut.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MultiByteCharactersSplitBetweenServiceChunksArriveWholeTest {

    private static final String TEXT = "Zürich € 東京 🚀 ".repeat(16);

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void everyCutCharacterArrivesWhole() {
        byte[] reply = ("event: progress\ndata: {\"progress\":1}\n\nevent: result\ndata: {\"resultType\":\"complete\","
                + "\"content\":[{\"type\":\"text\",\"text\":\"" + TEXT + "\"}]}\n\n").getBytes(StandardCharsets.UTF_8);
        try (StreamingService ignored = new StreamingService(registry, "unicode", "unicode_split",
                cutInsideEachCharacter(reply))) {
            mcp.awaitTool("unicode_split");

            String text = mcp.modern("tools/call").tool("unicode_split", "{}").then().statusCode(200).extract()
                    .jsonPath().getString("result.content[0].text");

            assertThat(text).isEqualTo(TEXT).doesNotContain("\uFFFD");
        }
    }

    /** The reply in chunks that each end after the first byte of a multi-byte character. */
    private static List<byte[]> cutInsideEachCharacter(byte[] reply) {
        List<byte[]> chunks = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < reply.length; i++) {
            if ((reply[i] & 0xC0) == 0xC0) {
                chunks.add(Arrays.copyOfRange(reply, start, i + 1));
                start = i + 1;
            }
        }
        chunks.add(Arrays.copyOfRange(reply, start, reply.length));
        return chunks;
    }
}

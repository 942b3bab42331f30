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
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service that streams a result event larger than {@code gateway.forward.max-event-size} (4 MiB) is cut off once the
 * cap is passed; the client gets the failed call a broken service reply gets ({@code isError}), saying which cap was
 * hit and which setting raises it, instead of the gateway holding the reply without bound.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StreamedReplyOverTheEventCapFailsTheCallTest {

    private static final int CHUNK = 64 * 1024;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void theClientIsToldWhichCapStoppedTheReply() {
        List<byte[]> chunks = new ArrayList<>();
        chunks.add(ascii("event: result\ndata: {\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\""));
        byte[] filler = new byte[CHUNK];
        Arrays.fill(filler, (byte) 'x');
        for (int i = 0; i <= 4 * 1024 * 1024 / CHUNK; i++) {
            chunks.add(filler);
        }
        chunks.add(ascii("\"}]}\n\n"));
        try (StreamingService ignored = new StreamingService(registry, "streamy", "streamy_huge", chunks)) {
            mcp.awaitTool("streamy_huge");

            JsonPath result = mcp.modern("tools/call").tool("streamy_huge", "{}").then().statusCode(200).extract()
                    .jsonPath().setRootPath("result");

            assertThat(result.<Boolean> get("isError")).isTrue();
            assertThat(result.getString("content[0].text")).isEqualTo("Tool 'streamy_huge' failed: service 'streamy' "
                    + "sent too much: an event of the reply is larger than 4 MiB; raise gateway.forward.max-event-size "
                    + "to accept larger ones.");
        }
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}

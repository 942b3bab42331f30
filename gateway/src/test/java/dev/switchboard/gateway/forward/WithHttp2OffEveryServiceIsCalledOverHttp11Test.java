package dev.switchboard.gateway.forward;

import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpVersion;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code gateway.forward.http2=false}, for a proxy between the gateway and its services that passes only HTTP/1.1:
 * a service that declares {@code http2} is called over HTTP/1.1 all the same.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithHttp2OffEveryServiceIsCalledOverHttp11Test.Http2Off.class)
class WithHttp2OffEveryServiceIsCalledOverHttp11Test {

    public static class Http2Off implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.forward.http2", "false");
        }
    }

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    Vertx vertx;

    @Inject
    ServiceRegistry registry;

    @Test
    void aServiceThatDeclaresHttp2IsCalledOverHttp11() throws Exception {
        try (ProtocolRecordingService service = new ProtocolRecordingService(vertx, registry, "declared",
                "declared_echo", true, 1)) {
            mcp.awaitTool("declared_echo");

            String text = mcp.modern("tools/call").tool("declared_echo", "{}").then().statusCode(200).extract()
                    .jsonPath().getString("result.content[0].text");

            assertThat(text).isEqualTo("over HTTP_1_1");
            assertThat(service.seen()).singleElement()
                    .satisfies(seen -> assertThat(seen.version()).isEqualTo(HttpVersion.HTTP_1_1));
        }
    }
}

package dev.switchboard.gateway.forward;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SettingsNoOtherTestNotices;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
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
@TestProfile(SettingsNoOtherTestNotices.class)
class WithHttp2OffEveryServiceIsCalledOverHttp11Test {

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

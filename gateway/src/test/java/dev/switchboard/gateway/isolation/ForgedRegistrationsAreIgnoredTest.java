package dev.switchboard.gateway.isolation;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A process that can write to Redis but lacks the service's registration key cannot add a tool, nor take over one:
 * unsigned and wrongly signed registrations are ignored, and no call ever reaches the address they name.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ForgedRegistrationsAreIgnoredTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    ToolCatalog catalog;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void unsignedAndWronglySignedRegistrationsNeverRoute() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        HttpServer impostor = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        impostor.createContext("/", exchange -> {
            calls.incrementAndGet();
            exchange.sendResponseHeaders(500, -1);
            exchange.close();
        });
        impostor.start();
        String address = "http://127.0.0.1:" + impostor.getAddress().getPort();
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        client.awaitTool("fx_echo");
        try {
            registry.publish(ExtraRegistrations.of("evil-new", address, Instant.now(), "evil_tool"),
                    Duration.ofSeconds(30), true);
            registry.publish(RegistrationSignature.sign(ExtraRegistrations.of("evil-signed", address, Instant.now(),
                    "evil_signed_tool"), "a-key-the-gateway-does-not-have"), Duration.ofSeconds(30), true);
            registry.publish(ExtraRegistrations.of("gateway-fixtures", address, Instant.now().minusSeconds(3600),
                    "fx_echo"), Duration.ofSeconds(30), true);

            for (int i = 0; i < 20; i++) {
                client.modern("tools/call").tool("fx_echo", "{\"text\":\"still mine\"}").post();
            }
            assertThat(catalog.snapshot().tool("evil_tool")).isEmpty();
            assertThat(catalog.snapshot().tool("evil_signed_tool")).isEmpty();
            assertThat(calls).as("calls that reached the impostor").hasValue(0);
            await().atMost(Duration.ofSeconds(10)).until(() -> client.modern("tools/call")
                    .tool("fx_echo", "{\"text\":\"still mine\"}").post().asString().contains("still mine"));
        } finally {
            registry.withdraw("evil-new", "evil-new-1");
            registry.withdraw("evil-signed", "evil-signed-1");
            impostor.stop(0);
        }
    }
}

package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A view calls tools by the names its own server gave them ({@code appAliases}: {@code refresh} for
 * {@code fx_chart_refresh}); the gateway resolves such a name for a client that renders views, only there, and refuses
 * a name two tools claim, naming both.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ViewsCallToolsByTheNamesTheirServerGaveThemTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void anAliasReachesItsToolForAClientThatRendersViews() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/call").capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS)
                .tool("refresh", "{}").then().statusCode(200)
                .body("result.structuredContent.points", equalTo(3));
        mcp.session().capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS).open()
                .callTool("refresh", "{}").then().body("result.structuredContent.rendersViews", equalTo(true));
    }

    @Test
    void anAliasMeansNothingToAClientWithoutViews() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/call").tool("refresh", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).body("error.message", containsString("Unknown tool: refresh"));
    }

    @Test
    void anAliasTwoToolsClaimIsRefusedNamingBoth() {
        publish("rival-a", "ra_sync", "sync");
        publish("rival-b", "rb_sync", "sync");
        mcp.awaitTool("rb_sync");

        mcp.modern("tools/call").capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS)
                .tool("sync", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", equalTo("Tool name 'sync' is ambiguous: views call several tools by it "
                        + "(ra_sync, rb_sync). Call one of them by its own name."));
        registry.withdraw("rival-a", "rival-a-1");
        registry.withdraw("rival-b", "rival-b-1");
    }

    /** A service that exists only in the registry: the call is refused before anything is forwarded to it. */
    private void publish(String service, String tool, String alias) {
        ObjectMapper json = new ObjectMapper();
        ToolDescriptor descriptor = new ToolDescriptor(tool, null, "A view's " + alias,
                json.createObjectNode().put("type", "object"), null, null, null, null, null, null, null, null,
                List.of(alias), null);
        registry.publish(RegistrationSignature.sign(new ServiceRegistration(service, service + "-1",
                "http://127.0.0.1:9", Instant.now(), json.valueToTree(new ServiceManifest(service, "1",
                        List.of(descriptor), null, null, null, false))),
                TestInternalKeys.REGISTRATION_KEY),
                Duration.ofSeconds(30), true);
    }
}

package dev.switchboard.gateway.tenant;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tool and a prompt a service offers to named tenants only (as the bridge does for an upstream added with
 * {@code tenants}): those tenants list them; every other tenant neither lists nor calls them, and is answered as for a
 * name that does not exist, in both eras.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class OfferingsForNamedTenantsAreHiddenFromOthersTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SERVICE = "tenant-a-tools";

    @Inject
    ServiceRegistry registry;

    private McpTestClient named;
    private McpTestClient other;

    @BeforeEach
    void register() {
        ToolDescriptor tool = ToolDescriptor.of("team_notes", null, "Notes of tenant-a's team",
                JSON.createObjectNode().put("type", "object"), null).withTenants(List.of("tenant-a"));
        PromptDescriptor prompt = new PromptDescriptor("team_brief", null, "tenant-a's brief", List.of(), null, null,
                List.of("tenant-a"));
        ServiceRegistration registration = new ServiceRegistration(SERVICE, SERVICE + "-1", "http://127.0.0.1:9",
                Instant.now(), JSON.valueToTree(new ServiceManifest(SERVICE, "1", List.of(tool), null, null,
                        List.of(prompt), false)));
        registry.publish(RegistrationSignature.sign(registration, TestInternalKeys.REGISTRATION_KEY),
                Duration.ofSeconds(60), true);
        named = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user"));
        other = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-b", "user"));
        named.awaitTool("team_notes");
    }

    @AfterEach
    void withdraw() {
        registry.withdraw(SERVICE, SERVICE + "-1");
    }

    @Test
    void onlyTheNamedTenantListsThem() {
        named.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("team_notes"))
                .body("result.tools.find { it.name == 'team_notes' }.tenants", equalTo(null));
        named.modern("prompts/list").then().body("result.prompts.name", hasItem("team_brief"));
        other.modern("tools/list").then().statusCode(200).body("result.tools.name", not(hasItem("team_notes")));
        other.session().open().request("tools/list", "{}").then().body("result.tools.name", not(hasItem("team_notes")));
        other.modern("prompts/list").then().body("result.prompts.name", not(hasItem("team_brief")));
    }

    @Test
    void anotherTenantsCallIsAnsweredAsForAnUnknownTool() {
        other.modern("tools/call").tool("team_notes", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("Unknown tool: team_notes"));
        other.session().open().request("tools/call", "{\"name\":\"team_notes\",\"arguments\":{}}").then()
                .body("error.message", containsString("Unknown tool: team_notes"));
        other.modern("prompts/get").prompt("team_brief", "{}").then()
                .body("error.message", containsString("Unknown prompt"));
    }
}

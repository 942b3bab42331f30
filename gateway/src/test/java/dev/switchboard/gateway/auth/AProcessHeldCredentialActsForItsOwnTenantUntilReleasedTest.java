package dev.switchboard.gateway.auth;

import java.util.List;
import java.util.Set;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.accounts.AccountTools;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * The calls a process sends itself pass the identify and policy stages as a client's do: a credential the process
 * holds acts for a tenant the process holds, which sees the catalogue it was held with and nothing else; no other
 * credential sees that catalogue, and once released the credential is refused like any unknown one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AProcessHeldCredentialActsForItsOwnTenantUntilReleasedTest {

    @Inject
    ProcessCredentials credentials;

    @Inject
    TenantDirectory tenants;

    @Inject
    ToolCatalog catalog;

    @Inject
    ObjectMapper json;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theHeldTenantSeesItsOwnCatalogueAloneAndTheReleasedCredentialIsRefused() {
        ToolDescriptor own = ToolDescriptor.of("process_probe", null, "A probe the process calls itself",
                json.createObjectNode().put("type", "object"), null);
        TenantDirectory.Hold tenant = tenants.hold("process-held-test", new TenantRecord("held", null, null, null,
                null, null, null, null, null),
                catalog.standalone(new ServiceEndpoint("probe", "http://127.0.0.1:1/probe", "1", null),
                        List.of(own)));
        ProcessCredentials.Held credential = credentials.hold(new Identity(new Principal("process-held-test", "self"),
                Set.of("tools:call"), false, "process", null));
        McpTestClient held = McpTestClient.ofTestedApp().withBearer(credential.credential());
        try {
            held.modern("tools/list").then().statusCode(200).body("result.tools.name",
                    contains("process_probe", AccountTools.LIST, AccountTools.UNLINK));
            McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller")).modern("tools/list").then()
                    .statusCode(200).body("result.tools.name", not(hasItem("process_probe")));
        } finally {
            credential.close();
            tenant.close();
        }
        held.modern("tools/list").then().statusCode(401);
    }
}

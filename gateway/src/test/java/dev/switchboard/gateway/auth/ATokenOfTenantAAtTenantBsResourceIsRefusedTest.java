package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A valid credential acts only in its own tenant, whatever tenant's endpoint it is sent to: a token of tenant A's
 * identity provider, and an operator-issuer token naming tenant A, are each refused with 403 at tenant B's endpoint,
 * naming both tenants, and the refusal is in A's audit trail. The same token works at A's own endpoint.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATokenOfTenantAAtTenantBsResourceIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aTokenAtAnotherTenantsEndpointIsForbidden() {
        SecuredGateway.putTenant("prm-initrode", "{\"identityProviders\":[{\"name\":\"initrode\",\"issuer\":\""
                + oauth.issuer("idp-h") + "\"}]}");
        McpTestClient initrodeToken = McpTestClient.ofTestedApp().withBearer(oauth.token("idp-h", "no-tenant"));
        McpTestClient tenantAToken = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));

        initrodeToken.withEndpoint("/t/tenant-b/mcp").modern("tools/list").then().statusCode(403)
                .body("error.code", equalTo(-32011))
                .body("error.message", allOf(containsString("acts in tenant 'prm-initrode'"),
                        containsString("/t/tenant-b/mcp serves tenant 'tenant-b' only")));
        tenantAToken.withEndpoint("/t/tenant-b/mcp").session().initialize().then().statusCode(403)
                .body("error.message", containsString("acts in tenant 'tenant-a'"));
        initrodeToken.withEndpoint("/t/prm-initrode/mcp").modern("tools/list").then().statusCode(200);

        await().untilAsserted(() -> SecuredGateway.admin().get("/admin/v1/tenants/prm-initrode/audit").then()
                .statusCode(200)
                .body("findAll { it.action == 'policy.denied' }.details.resource", hasItem("/t/tenant-b/mcp")));
    }
}

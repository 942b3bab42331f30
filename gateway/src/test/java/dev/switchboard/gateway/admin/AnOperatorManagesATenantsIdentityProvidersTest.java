package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;

/**
 * The operator adds an identity provider to a tenant, reads it back in the list and in the tenant's record, replaces
 * the record without naming its providers (they stay), and removes it; each change is in the tenant's audit trail.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnOperatorManagesATenantsIdentityProvidersTest {

    private static final String TENANT = "idp-managed";
    private static final String PATH = "/admin/v1/tenants/" + TENANT + "/identity-providers";

    @Test
    void anIdentityProviderIsAddedKeptAndRemovedWithAnAuditTrail() {
        SecuredGateway.putTenant(TENANT, "{\"displayName\":\"Managed\"}");

        SecuredGateway.admin().body("{\"issuer\":\"https://login.example.com/acme/\",\"require\":{\"tid\":\"acme\"},"
                + "\"groupsClaim\":\"groups\",\"groupScopes\":{\"mcp-admins\":[\"switchboard:tenant-admin\"]}}")
                .put(PATH + "/entra").then().statusCode(200).body("name", equalTo("entra"))
                .body("issuer", equalTo("https://login.example.com/acme/"));
        SecuredGateway.admin().get(PATH).then().statusCode(200).body("name", contains("entra"));
        SecuredGateway.admin().get(PATH + "/entra").then().statusCode(200).body("require.tid", equalTo("acme"))
                .body("groupScopes.mcp-admins", contains("switchboard:tenant-admin"));

        SecuredGateway.putTenant(TENANT, "{\"displayName\":\"Renamed\"}");
        SecuredGateway.admin().get("/admin/v1/tenants/" + TENANT).then().statusCode(200)
                .body("displayName", equalTo("Renamed")).body("identityProviders.name", contains("entra"));

        SecuredGateway.admin().delete(PATH + "/entra").then().statusCode(204);
        SecuredGateway.admin().get(PATH + "/entra").then().statusCode(404);
        SecuredGateway.admin().get(PATH).then().statusCode(200).body("size()", equalTo(0));

        await().untilAsserted(() -> SecuredGateway.admin().get("/admin/v1/tenants/" + TENANT + "/audit").then()
                .statusCode(200)
                .body("action", hasItems("admin.identity-provider.put", "admin.identity-provider.delete"))
                .body("findAll { it.action == 'admin.identity-provider.put' }.details.issuer",
                        hasItem("https://login.example.com/acme/")));
    }
}

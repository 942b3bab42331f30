package dev.switchboard.gateway;

import java.util.List;
import java.util.Map;

import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

/**
 * The gateway as it runs in front of paying tenants: OAuth access tokens from a real authorization server and API keys,
 * tenants seeded from a file (tenant-a, tenant-b, ops), an admin bootstrap key, a key for run-time upstreams' secrets.
 * One profile for every test that needs authentication, so the application starts once for all of them.
 */
public class SecuredGateway implements QuarkusTestProfile {

    public static final String BOOTSTRAP_KEY = "test-bootstrap-key-0123456789";
    /** What secrets of run-time upstreams are sealed with (a bridge is given the same). */
    public static final String UPSTREAM_SECRETS_KEY = "test-upstream-secrets-key-0123456789abcdef";

    /** What users' linked tokens and pending links are sealed with. */
    public static final String TOKEN_VAULT_KEY = "test-token-vault-key-0123456789abcdef012345";
    /** The gateway's client at its issuer for the sign-in on the consent page: its tokens name caller-a of tenant-a. */
    public static final String LINKS_CLIENT = "tenant-a-caller";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gateway.auth.mode", "oauth,api-key",
                "gateway.admin.bootstrap-key", BOOTSTRAP_KEY,
                "gateway.tenants.seed-file", "src/test/resources/secured-tenants.json",
                "gateway.auth.oauth.jwks-min-refresh", "1S",
                "switchboard.upstream-secrets.keys", UPSTREAM_SECRETS_KEY,
                "switchboard.token-vault.keys", TOKEN_VAULT_KEY,
                "gateway.links.client-id", LINKS_CLIENT);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(OAuthServerTestResource.class));
    }

    /** A request to the admin API with the bootstrap key. */
    public static RequestSpecification admin() {
        return RestAssured.given().header("Authorization", "Bearer " + BOOTSTRAP_KEY).contentType("application/json");
    }

    /** Creates or replaces a tenant (its record as JSON text). */
    public static void putTenant(String tenant, String record) {
        admin().body(record).put("/admin/v1/tenants/" + tenant).then().statusCode(200);
    }

    /** A new API key of {@code tenant} for {@code subject} with every client scope. */
    public static String apiKey(String tenant, String subject) {
        return admin().body("{\"subject\":\"" + subject + "\",\"scopes\":[\"tools:call\",\"prompts:get\","
                + "\"resources:read\"]}").post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201)
                .extract().path("key");
    }
}

package dev.switchboard.gateway;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

/**
 * The gateway as {@code deploy/local/run.sh} starts it by default: {@code gateway.auth.mode=none} on loopback, with the
 * admin API open to a bootstrap key, so tenants and API keys exist beside the anonymous callers. One profile for every
 * test of that set-up, so the application starts once for all of them.
 */
public class WithoutAuthentication implements QuarkusTestProfile {

    public static final String BOOTSTRAP_KEY = "test-open-bootstrap-key-0123456789";
    /** What pending links are sealed with. */
    public static final String TOKEN_VAULT_KEY = "test-open-token-vault-key-0123456789abcdef0";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gateway.auth.mode", "none",
                "gateway.admin.bootstrap-key", BOOTSTRAP_KEY,
                "switchboard.token-vault.keys", TOKEN_VAULT_KEY);
    }

    /** A request to the admin API with the bootstrap key. */
    public static RequestSpecification admin() {
        return RestAssured.given().header("Authorization", "Bearer " + BOOTSTRAP_KEY).contentType("application/json");
    }

    /** Creates or replaces a tenant (its record as JSON text). */
    public static void putTenant(String tenant, String record) {
        admin().body(record).put("/admin/v1/tenants/" + tenant).then().statusCode(200);
    }

    /** A new API key of {@code tenant} for {@code subject} with {@code scopes} (a JSON array's text). */
    public static String apiKey(String tenant, String subject, String scopes) {
        return admin().body("{\"subject\":\"" + subject + "\",\"scopes\":" + scopes + "}")
                .post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract().path("key");
    }
}

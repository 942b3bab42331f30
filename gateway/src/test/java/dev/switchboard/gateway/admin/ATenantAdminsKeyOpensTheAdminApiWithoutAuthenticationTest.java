package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.WithoutAuthentication;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * With {@code gateway.auth.mode=none} a tenant admin's API key opens the admin API for its tenant, as with
 * {@code api-key} (the console's key sign-in asks {@code /whoami} with it); a key without the tenant-admin scope, an
 * unknown key and an access token the mode cannot verify are 401 saying why.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutAuthentication.class)
class ATenantAdminsKeyOpensTheAdminApiWithoutAuthenticationTest {

    private static RequestSpecification with(String credential) {
        return RestAssured.given().header("Authorization", "Bearer " + credential);
    }

    @Test
    void aTenantAdminsKeySignsInToItsOwnTenant() {
        WithoutAuthentication.putTenant("self-run", "{}");
        String key = WithoutAuthentication.apiKey("self-run", "owner", "[\"switchboard:tenant-admin\"]");

        with(key).get("/admin/v1/whoami").then().statusCode(200).body("role", equalTo("tenant-admin"))
                .body("tenant", equalTo("self-run"));
        with(key).get("/admin/v1/tenants/self-run/api-keys").then().statusCode(200);
        with(key).get("/admin/v1/tenants").then().statusCode(200).body("keySet()", org.hamcrest.Matchers
                .contains("self-run"));
    }

    @Test
    void anyOtherCredentialIsRefusedSayingWhy() {
        WithoutAuthentication.putTenant("self-run", "{}");
        with(WithoutAuthentication.apiKey("self-run", "caller", "[\"tools:call\"]")).get("/admin/v1/whoami").then()
                .statusCode(401).body("error", containsString("switchboard:tenant-admin"));
        with("sbk_abcdefghijkm_madeup").get("/admin/v1/whoami").then().statusCode(401)
                .body("error", containsString("unknown or was revoked"));
        with("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln").get("/admin/v1/whoami").then().statusCode(401)
                .body("error", containsString("gateway.auth.mode is none (GATEWAY_AUTH_MODE)"))
                .body("error", containsString("gateway.admin.bootstrap-key"));
    }
}

package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Bad admin input is 400 with a message that says what to send; unknown things are 404. Nothing is half-stored. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AdminInputIsValidatedTest {

    @Test
    void aBadTenantIdIs400() {
        SecuredGateway.admin().body("{}").put("/admin/v1/tenants/no spaces").then().statusCode(400)
                .body("error", containsString("Tenant ids"));
    }

    @Test
    void anUnknownFieldIs400NamingIt() {
        SecuredGateway.admin().body("{\"quota\":{\"requestsPerMinute\":5}}").put("/admin/v1/tenants/typo-tenant")
                .then().statusCode(400).body("field", equalTo("quota")).body("error", containsString("unknown field"));
        SecuredGateway.admin().get("/admin/v1/tenants/typo-tenant").then().statusCode(404);
    }

    @Test
    void aNegativeQuotaIs400() {
        SecuredGateway.admin().body("{\"quotas\":{\"concurrentCalls\":-1}}").put("/admin/v1/tenants/neg-tenant")
                .then().statusCode(400).body("error", containsString("quotas.concurrentCalls"));
    }

    @Test
    void malformedJsonIs400() {
        SecuredGateway.admin().body("{\"displayName\":").put("/admin/v1/tenants/broken-tenant").then().statusCode(400)
                .body("error", containsString("not valid JSON"));
    }

    @Test
    void aKeyWithoutSubjectOrInThePastIs400() {
        SecuredGateway.admin().body("{\"scopes\":[\"tools:call\"]}").post("/admin/v1/tenants/tenant-a/api-keys").then()
                .statusCode(400).body("error", containsString("subject"));
        SecuredGateway.admin().body("{\"subject\":\"s\",\"expiresAt\":\"2001-01-01T00:00:00Z\"}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(400)
                .body("error", containsString("past"));
    }

    @Test
    void aTenantIsStoredAndReadBack() {
        SecuredGateway.admin().body("{\"displayName\":\"Acme\",\"tools\":{\"allow\":[\"*\"],\"deny\":[\"fx_fail\"]},"
                + "\"quotas\":{\"requestsPerMinute\":600,\"concurrentCalls\":32,\"sessionsPerSubject\":100}}")
                .put("/admin/v1/tenants/acme").then().statusCode(200).body("displayName", equalTo("Acme"));
        SecuredGateway.admin().get("/admin/v1/tenants/acme").then().statusCode(200)
                .body("tools.deny[0]", equalTo("fx_fail"))
                .body("quotas.requestsPerMinute", equalTo(600));
        SecuredGateway.admin().delete("/admin/v1/tenants/acme").then().statusCode(204);
        SecuredGateway.admin().delete("/admin/v1/tenants/acme").then().statusCode(404);
    }
}

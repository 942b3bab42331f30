package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * Every 4xx of the admin API has a JSON body that names the field (or parameter) and the problem, whatever layer
 * refused the request: Jackson reading the body, the REST layer matching the path, or the resource checking values.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AdminRefusalsNameTheFieldAndTheProblemTest {

    private static ValidatableResponse putTenant(String body) {
        return SecuredGateway.admin().body(body).put("/admin/v1/tenants/refused-tenant").then();
    }

    @Test
    void aValueOfTheWrongTypeIsNamed() {
        putTenant("{\"quotas\":{\"requestsPerMinute\":\"lots\"}}").statusCode(400)
                .body("field", equalTo("quotas.requestsPerMinute"))
                .body("error", equalTo("quotas.requestsPerMinute: expected a whole number, not \"lots\""));
        putTenant("{\"quotas\":{\"requestsPerMinute\":1.5}}").statusCode(400)
                .body("error", equalTo("quotas.requestsPerMinute: expected a whole number, not 1.5"));
        putTenant("{\"quotas\":{\"requestsPerMinute\":\"600\"}}").statusCode(400)
                .body("field", equalTo("quotas.requestsPerMinute"));
        putTenant("{\"displayName\":[\"Acme\"]}").statusCode(400)
                .body("error", equalTo("displayName: expected a string, not an array"));
        putTenant("{\"tools\":{\"allow\":\"*\"}}").statusCode(400)
                .body("error", equalTo("tools.allow: expected an array, not \"*\""));
        putTenant("{\"quotas\":{\"tasks\":99999999999999}}").statusCode(400)
                .body("field", equalTo("quotas.tasks")).body("error", containsString("out of range"));
        SecuredGateway.admin().body("{\"subject\":\"s\",\"expiresAt\":\"tomorrow\"}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(400)
                .body("field", equalTo("expiresAt")).body("error", containsString("ISO-8601"));
        SecuredGateway.admin().body("{\"subject\":\"s\",\"scopes\":\"tools:call\"}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(400)
                .body("field", equalTo("scopes")).body("error", startsWith("scopes: expected an array"));
        SecuredGateway.admin().get("/admin/v1/tenants/refused-tenant").then().statusCode(404);
    }

    @Test
    void anUnknownFieldIsNamedWithItsPath() {
        putTenant("{\"tools\":{\"alow\":[\"*\"]}}").statusCode(400).body("field", equalTo("tools.alow"))
                .body("error", equalTo("tools.alow: unknown field; the known ones here are allow, deny"));
    }

    @Test
    void malformedJsonSaysWhereOnEveryEndpoint() {
        putTenant("{\"displayName\":").statusCode(400).body("error", containsString("not valid JSON"));
        SecuredGateway.admin().body("{\"subject\":\"s\"").post("/admin/v1/tenants/tenant-a/api-keys").then()
                .statusCode(400).body("error", containsString("not valid JSON"));
    }

    @Test
    void aValueThatBreaksARuleIsNamed() {
        putTenant("{\"quotas\":{\"concurrentCalls\":-1}}").statusCode(400).body("field", equalTo("quotas.concurrentCalls"));
        SecuredGateway.admin().body("{\"scopes\":[\"tools:call\"]}").post("/admin/v1/tenants/tenant-a/api-keys").then()
                .statusCode(400).body("field", equalTo("subject"));
    }

    @Test
    void pathAndQueryProblemsAreNamed() {
        SecuredGateway.admin().body("{}").put("/admin/v1/tenants/no spaces").then().statusCode(400)
                .body("field", equalTo("tenant"));
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/audit?limit=abc").then().statusCode(400)
                .body("field", equalTo("limit")).body("error", containsString("not 'abc'"));
        SecuredGateway.admin().put("/admin/v1/tool-definitions/accepted/zz").then().statusCode(400)
                .body("field", equalTo("digest"));
        SecuredGateway.admin().get("/admin/v1/tenant").then().statusCode(404)
                .body("error", allOf(containsString("/admin/v1/tenant"), containsString("/q/openapi")));
        SecuredGateway.admin().body("{}").patch("/admin/v1/tenants/tenant-a").then().statusCode(405)
                .body("error", startsWith("/admin/v1/tenants/tenant-a does not take PATCH"));
    }

    @Test
    void aWrongMediaTypeIsNamed() {
        SecuredGateway.admin().contentType("text/plain").body("{}").put("/admin/v1/tenants/refused-tenant").then()
                .statusCode(415).body("error", containsString("application/json"));
    }
}

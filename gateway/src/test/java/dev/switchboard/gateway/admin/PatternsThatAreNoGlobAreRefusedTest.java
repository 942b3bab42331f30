package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.gateway.SecuredGateway.admin;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A pattern the admin API takes (a tenant's allow and deny lists, scopes and pinned tools, an upstream's exposure) is a
 * glob of {@code *} and {@code ?} only: one written for another pattern language ({@code search[Repositories}) is 400
 * naming the field and the syntax, and nothing is stored, instead of being taken literally and matching nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class PatternsThatAreNoGlobAreRefusedTest {

    private static ValidatableResponse putTenant(String body) {
        return admin().body(body).put("/admin/v1/tenants/glob-tenant").then();
    }

    @Test
    void aTenantRuleWithABracketIsRefusedNamingTheSyntax() {
        putTenant("{\"tools\":{\"deny\":[\"fx_echo\",\"search[Repositories\"]}}").statusCode(400)
                .body("field", equalTo("tools.deny[1]"))
                .body("error", containsString("'search[Repositories' is not a valid glob: '[' at position 7"))
                .body("error", containsString("globs are only * (any run of characters) and ? (one character)"));
        admin().get("/admin/v1/tenants/glob-tenant").then().statusCode(404);
    }

    @Test
    void everyPatternFieldOfATenantIsChecked() {
        putTenant("{\"prompts\":{\"allow\":[\"{a,b}\"]}}").statusCode(400).body("field", equalTo("prompts.allow[0]"));
        putTenant("{\"resources\":{\"deny\":[\"file:///logs/\\\\*\"]}}").statusCode(400)
                .body("field", equalTo("resources.deny[0]"));
        putTenant("{\"pinnedTools\":[\"fx_[ab]\"]}").statusCode(400).body("field", equalTo("pinnedTools[0]"));
        putTenant("{\"scopes\":{\"fx_]\":[\"tools:call\"]}}").statusCode(400).body("field", equalTo("scopes"))
                .body("error", containsString("globs are only *"));
        putTenant("{\"tools\":{\"allow\":[\" fx_echo\"]}}").statusCode(400).body("field", equalTo("tools.allow[0]"))
                .body("error", containsString("starts or ends with a space"));
    }

    @Test
    void globsAndUriTemplatesAreTaken() {
        putTenant("{\"tools\":{\"allow\":[\"fx_*\",\"fx_ech?\"]},\"resources\":{\"deny\":[\"memory://{space}/*\"]}}")
                .statusCode(200);
        admin().delete("/admin/v1/tenants/glob-tenant").then().statusCode(204);
    }

    @Test
    void anUpstreamsExposureIsHeldToTheSameSyntax() {
        admin().body("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\","
                + "\"tools\":{\"deny\":[\"delete_[a-z]*\"]}}").put("/admin/v1/upstreams/glob-notes").then()
                .statusCode(400).body("field", equalTo("tools.deny[0]"))
                .body("error", containsString("globs are only *"));
        admin().get("/admin/v1/upstreams/glob-notes").then().statusCode(404);
    }
}

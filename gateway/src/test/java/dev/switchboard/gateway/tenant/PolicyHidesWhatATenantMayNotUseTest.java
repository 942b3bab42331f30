package dev.switchboard.gateway.tenant;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tenant's deny rules apply everywhere alike: a denied tool is absent from tools/list in both eras and from the
 * action API's list, and calling it by name answers exactly like calling a tool that does not exist. The same for
 * prompts and resources.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class PolicyHidesWhatATenantMayNotUseTest {

    private McpTestClient restricted;
    private McpTestClient unrestricted;

    @BeforeEach
    void tenants() {
        SecuredGateway.putTenant("restricted", "{\"tools\":{\"allow\":[\"fx_*\"],\"deny\":[\"fx_fail\"]},"
                + "\"prompts\":{\"deny\":[\"*\"]},\"resources\":{\"deny\":[\"fx://item/*\"]}}");
        restricted = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("restricted", "user"));
        unrestricted = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user"));
        unrestricted.awaitTool("fx_fail");
    }

    @Test
    void aDeniedToolIsNotListedAnywhere() {
        restricted.modern("tools/list").then().statusCode(200)
                .body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.name", not(hasItem("fx_fail")));
        restricted.session().open().request("tools/list", "{}").then()
                .body("result.tools.name", not(hasItem("fx_fail")));
        unrestricted.modern("tools/list").then().body("result.tools.name", hasItem("fx_fail"));
    }

    @Test
    void callingADeniedToolAnswersLikeAnUnknownOne() {
        String hidden = restricted.modern("tools/call").tool("fx_fail", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).extract().path("error.message");
        String unknown = restricted.modern("tools/call").tool("fx_nowhere", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).extract().path("error.message");
        org.assertj.core.api.Assertions.assertThat(hidden.replace("fx_fail", "NAME"))
                .isEqualTo(unknown.replace("fx_nowhere", "NAME"));
        restricted.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_fail\",\"parameters\":{}}}")
                .post("/api/v1/actions").then().statusCode(404)
                .body("error", containsString("fx_echo")).body("error", not(containsString("fx_fail,")));
    }

    @Test
    void deniedPromptsAndResourcesAreHiddenToo() {
        restricted.modern("prompts/list").then().body("result.prompts", org.hamcrest.Matchers.empty());
        restricted.modern("prompts/get").prompt("fx_greeting", "{\"name\":\"x\"}").then()
                .body("error.message", containsString("Unknown prompt"));
        restricted.modern("resources/templates/list").then()
                .body("result.resourceTemplates.uriTemplate", not(hasItem("fx://item/{id}")));
        restricted.modern("resources/read").resource("fx://item/7").then().body("error.code", equalTo(-32602))
                .body("error.message", containsString("Resource not found"));
        restricted.modern("resources/read").resource("fx://static").then().statusCode(200)
                .body("result.contents[0].text", equalTo("static text"));
    }
}

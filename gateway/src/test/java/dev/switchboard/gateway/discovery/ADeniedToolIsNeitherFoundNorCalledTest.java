package dev.switchboard.gateway.discovery;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * Discovery searches only what the tenant may use: a denied tool is not found even by its own words (while an allowed
 * tool that shares them is), and calling it
 * through the gateway's call tool answers exactly like calling it directly, or calling a tool that does not exist.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ADeniedToolIsNeitherFoundNorCalledTest {

    private McpTestClient restricted;

    @BeforeEach
    void tenant() {
        SecuredGateway.putTenant("discovering-restricted", "{\"discovery\":\"progressive\","
                + "\"tools\":{\"deny\":[\"fx_fail\"]}}");
        restricted = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("discovering-restricted", "user"));
        McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user")).awaitTool("fx_fail");
    }

    @Test
    void aDeniedToolIsNotFoundByItsOwnWords() {
        restricted.modern("tools/call").tool("find_tools", "{\"query\":\"always fails as a domain error\","
                + "\"limit\":20}").then().statusCode(200)
                .body("result.structuredContent.tools.name", not(hasItem("fx_fail")))
                .body("result.structuredContent.tools.name", hasItem("fx_task_fail"));
        restricted.session().open().callTool("find_tools", "{\"query\":\"fail\",\"limit\":20}").then()
                .body("result.structuredContent.tools.name", not(hasItem("fx_fail")));
    }

    @Test
    void callingADeniedToolThroughTheGatewayToolAnswersLikeAnUnknownOne() {
        String viaGatewayTool = restricted.modern("tools/call")
                .tool("call_tool", "{\"name\":\"fx_fail\",\"arguments\":{}}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).extract().path("error.message");
        String direct = restricted.modern("tools/call").tool("fx_fail", "{}").then()
                .body("error.code", equalTo(-32602)).extract().path("error.message");
        String unknown = restricted.modern("tools/call").tool("call_tool", "{\"name\":\"fx_nowhere\"}").then()
                .body("error.code", equalTo(-32602)).extract().path("error.message");

        assertThat(viaGatewayTool).isEqualTo(direct).isEqualTo(unknown.replace("fx_nowhere", "fx_fail"));
    }
}

package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/** A sealed requestState issued to tenant A is refused for tenant B, without saying whose it was. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsRequestStateIsInvalidTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aStateIssuedToAnotherTenantIsInvalid() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_sample");
        String state = tenantA.modern("tools/call").tool("fx_sample", "{}").capabilities("{\"sampling\":{}}").then()
                .statusCode(200).body("result.resultType", equalTo("input_required"))
                .extract().path("result.requestState");

        tenantB.modern("tools/call").tool("fx_sample", "{}").capabilities("{\"sampling\":{}}")
                .and("\"requestState\":\"" + state + "\",\"inputResponses\":{\"llm\":{\"role\":\"assistant\","
                        + "\"content\":{\"type\":\"text\",\"text\":\"x\"},\"model\":\"m\"}}")
                .then().statusCode(200)
                .body("error.data.reason", equalTo("invalid_request_state"))
                .body(not(containsString("tenant-a")));
    }
}

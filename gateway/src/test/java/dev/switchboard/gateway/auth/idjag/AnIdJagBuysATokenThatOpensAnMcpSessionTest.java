package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * An ID-JAG of a tenant's identity provider, traded at the gateway's token endpoint, buys a Bearer access token of the
 * gateway's own, with the ID-JAG's scopes, that opens an MCP session at the shared endpoint and at the tenant's own.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagBuysATokenThatOpensAnMcpSessionTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aValidGrantYieldsATokenThatActsInItsTenant() {
        IdJag.trustIdp(oauth);

        String token = IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE), IdJag.CLIENT)
                .then().statusCode(200).header("Cache-Control", "no-store").body("token_type", equalTo("Bearer"))
                .body("access_token", notNullValue()).body("scope", equalTo("tools:call prompts:get resources:read"))
                .extract().path("access_token");
        McpTestClient.ofTestedApp().withBearer(token).session().open().request("tools/list", "{}").then()
                .statusCode(200).body("result.tools", notNullValue());

        String tenants = oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.AS + "/t/" + IdJag.TENANT + "/mcp");
        String own = IdJag.exchange(tenants, IdJag.CLIENT).then().statusCode(200).extract().path("access_token");
        McpTestClient.ofTestedApp().withEndpoint("/t/" + IdJag.TENANT + "/mcp").withBearer(own).session().open()
                .request("tools/list", "{}").then().statusCode(200).body("result.tools", notNullValue());
    }
}

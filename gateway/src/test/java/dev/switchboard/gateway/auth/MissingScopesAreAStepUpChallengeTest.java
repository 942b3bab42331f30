package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A valid token without the scope a request needs is 403 {@code insufficient_scope}, naming the scope so the client
 * can re-authorize for it (step-up); what the token does allow keeps working.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class MissingScopesAreAStepUpChallengeTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aCallWithoutToolsCallIs403NamingTheScope() {
        McpTestClient reader = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-reader"));
        reader.awaitTool("fx_echo");

        reader.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").then().statusCode(403)
                .header("WWW-Authenticate", allOf(containsString("error=\"insufficient_scope\""),
                        containsString("scope=\"tools:call\""), containsString("resource_metadata=")))
                .body("error.code", equalTo(-32011))
                .body("error.data.requiredScopes", hasItem("tools:call"));
        reader.session().open().callTool("fx_echo", "{\"text\":\"x\"}").then().statusCode(403)
                .header("WWW-Authenticate", containsString("insufficient_scope"));
    }

    @Test
    void whatTheTokenAllowsStillWorks() {
        McpTestClient reader = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-reader"));
        reader.modern("tools/list").then().statusCode(200);
        reader.modern("resources/read").resource("fx://static").then().statusCode(200)
                .body("result.contents[0].text", equalTo("static text"));
    }
}

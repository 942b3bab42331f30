package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/** Tenant B presenting tenant A's session id gets exactly what an unknown id gets, and A's session is untouched. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsSessionIsUnknownTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aForeignSessionIdAnswersLikeAnUnknownOne() {
        McpSession ofA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller")).session().open();
        McpSession asB = ofA.via(McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")));
        McpSession unknown = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"))
                .session("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "2025-11-25");

        String foreign = asB.request("ping", "{}").then().statusCode(404).body("error.code", equalTo(-32001))
                .body(not(containsString("tenant-a"))).extract().path("error.message");
        String none = unknown.request("ping", "{}").then().statusCode(404).extract().path("error.message");
        org.assertj.core.api.Assertions.assertThat(foreign).isEqualTo(none);
        asB.delete().then().statusCode(404);
        asB.resume("abc/0-1").awaitStatus();

        ofA.request("ping", "{}").then().statusCode(200);
    }
}

package dev.switchboard.gateway.isolation;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service whose resources depend on the caller (the memory service's spaces) is asked for each caller's list: tenant
 * A sees its notebook and not B's, in both eras, beside the resources every caller sees.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class CallerDependentResourceListsArePerTenantTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void eachTenantListsOnlyItsOwnNotebookInBothEras() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_note");

        List<String> statelessOfA = tenantA.modern("resources/list").then().statusCode(200)
                .extract().path("result.resources.uri");
        List<String> sessionOfB = tenantB.session().open().request("resources/list", "{}").then().statusCode(200)
                .extract().path("result.resources.uri");

        assertThat(statelessOfA).contains("fx://notes/tenant-a", "fx://static").doesNotContain("fx://notes/tenant-b");
        assertThat(sessionOfB).contains("fx://notes/tenant-b", "fx://static").doesNotContain("fx://notes/tenant-a");
    }
}

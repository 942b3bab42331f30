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

import static org.assertj.core.api.Assertions.assertThat;

/** A result tenant A cached is never served to tenant B for the same arguments. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class CacheEntriesArePerTenantTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    private static int count(McpTestClient client, String key) {
        return client.modern("tools/call").tool("fx_counter", "{\"key\":\"" + key + "\"}").then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    @Test
    void theSameArgumentsInAnotherTenantAreCountedAgain() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_counter");
        String key = "shared-" + System.nanoTime();
        int ofA = count(tenantA, key);
        assertThat(count(tenantA, key)).as("A's second call is A's cached result").isEqualTo(ofA);

        assertThat(count(tenantB, key)).as("B does not get A's cached result").isNotEqualTo(ofA);
    }
}

package dev.switchboard.gateway.discovery;

import java.util.HashMap;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.hasItem;

/**
 * A replica keeps at most {@code gateway.discovery.max-indexes} tenants' search indexes (here one), so its heap does
 * not grow with every tenant that ever searched; a tenant whose index was dropped still finds its tools, from an
 * index rebuilt on its next search.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AtMostTheConfiguredTenantIndexesAreKeptTest.OneIndex.class)
class AtMostTheConfiguredTenantIndexesAreKeptTest {

    private static final String FIND = "{\"query\":\"echo a text back\",\"limit\":20}";

    @Inject
    ToolSearch search;

    @Test
    void aSecondTenantsSearchDropsTheFirstsIndexWhichIsRebuiltOnItsNextSearch() {
        SecuredGateway.putTenant("first-searcher", "{\"discovery\":\"progressive\"}");
        SecuredGateway.putTenant("second-searcher", "{\"discovery\":\"progressive\"}");
        McpTestClient first = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("first-searcher", "user"));
        McpTestClient second = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("second-searcher", "user"));
        McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user")).awaitTool("fx_echo");

        first.modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", hasItem("fx_echo"));
        second.modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", hasItem("fx_echo"));
        assertThat(search.indexedTenants()).isEqualTo(1);

        first.modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", hasItem("fx_echo"));
        assertThat(search.indexedTenants()).isEqualTo(1);
    }

    /** {@link SecuredGateway} with room for one tenant's index. */
    public static class OneIndex extends SecuredGateway {

        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> overrides = new HashMap<>(super.getConfigOverrides());
            overrides.put("gateway.discovery.max-indexes", "1");
            return overrides;
        }
    }
}

package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

/** {@code server/discover}: versions, capabilities (no logging: 2026 sets it per request) and a long cache hint. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DiscoverAdvertisesVersionsAndCacheHintsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void discoverListsTheModernVersionWithCapabilitiesAndCacheHints() {
        mcp.modern("server/discover").then().statusCode(200)
                .body("id", equalTo(7))
                .body("result.resultType", equalTo("complete"))
                .body("result.supportedVersions", contains("2026-07-28"))
                .body("result.capabilities.tools", notNullValue())
                .body("result.capabilities.logging", nullValue())
                .body("result.ttlMs", greaterThan(0))
                .body("result.cacheScope", equalTo("public"))
                .body("result._meta.'io.modelcontextprotocol/serverInfo'.name", equalTo("switchboard-gateway"))
                .body("result.serverInfo", nullValue());
    }
}

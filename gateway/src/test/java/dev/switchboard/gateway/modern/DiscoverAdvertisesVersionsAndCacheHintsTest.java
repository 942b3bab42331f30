package dev.switchboard.gateway.modern;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.modern;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.notNullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DiscoverAdvertisesVersionsAndCacheHintsTest {

    @Test
    void discoverListsTheModernVersionWithCapabilitiesAndCacheHints() {
        modern("server/discover", "").then().statusCode(200)
                .body("id", equalTo(7))
                .body("result.resultType", equalTo("complete"))
                .body("result.supportedVersions", contains("2026-07-28"))
                .body("result.capabilities.tools", notNullValue())
                .body("result.ttlMs", greaterThan(0))
                .body("result.cacheScope", equalTo("public"))
                .body("result._meta.'io.modelcontextprotocol/serverInfo'.name", equalTo("switchboard-gateway"))
                .body("result.serverInfo", org.hamcrest.Matchers.nullValue());
    }
}

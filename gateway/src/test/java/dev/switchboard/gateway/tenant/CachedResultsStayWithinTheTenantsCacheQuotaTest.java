package dev.switchboard.gateway.tenant;

import java.net.URL;
import java.time.Duration;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant whose quotas name {@code resultCacheBytes} keeps at most that many bytes of cached results: a result that
 * fits is cached, one that would go over is answered but not cached (and counted), and what is cached stays served.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class CachedResultsStayWithinTheTenantsCacheQuotaTest {

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void aResultOverTheTenantsCacheBytesIsAnsweredButNotCached() {
        // One fx_counter entry (key and result) is about 200 bytes: one fits in 300, two do not.
        SecuredGateway.putTenant("cache-capped", "{\"quotas\":{\"resultCacheBytes\":300}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("cache-capped", "u"));
        client.awaitTool("fx_counter");
        String first = "first-" + System.nanoTime();
        Awaitility.await().atMost(Duration.ofSeconds(10))
                .untilAsserted(() -> assertThat(count(client, first)).isEqualTo(count(client, first)));
        int cachedFirst = count(client, first);

        String second = "second-" + System.nanoTime();
        int answered = count(client, second);
        Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(scrape())
                .containsPattern("switchboard_cache_skipped_total\\{reason=\"quota\",tenant=\"cache-capped\"\\} [1-9]"));

        assertThat(count(client, second)).as("the second result was not cached").isGreaterThan(answered);
        assertThat(count(client, first)).as("the first result is still cached").isEqualTo(cachedFirst);
    }

    private static int count(McpTestClient client, String key) {
        return client.modern("tools/call").tool("fx_counter", "{\"key\":\"" + key + "\"}").then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    private String scrape() {
        return RestAssured.given().get(metrics).then().statusCode(200).extract().asString();
    }
}

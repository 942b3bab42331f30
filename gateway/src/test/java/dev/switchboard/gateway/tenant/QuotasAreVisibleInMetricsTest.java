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

/** A tenant's limits and its requests refused over them are on the management port's metrics, per tenant. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class QuotasAreVisibleInMetricsTest {

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void limitsAndRejectionsAreExportedPerTenant() {
        SecuredGateway.putTenant("metered", "{\"quotas\":{\"requestsPerMinute\":2,\"concurrentCalls\":7}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("metered", "u"));
        client.modern("tools/list").then().statusCode(200);
        client.modern("tools/list").then().statusCode(200);
        client.modern("tools/list").then().statusCode(429);

        Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(scrape())
                .contains("switchboard_quota_limit{limit=\"requestsPerMinute\",tenant=\"metered\"} 2.0")
                .contains("switchboard_quota_limit{limit=\"concurrentCalls\",tenant=\"metered\"} 7.0")
                .containsPattern("switchboard_quota_rejections_total\\{limit=\"tenant_rate\",tenant=\"metered\"\\} 1\\.0"));
    }

    private String scrape() {
        return RestAssured.given().get(metrics).then().statusCode(200).extract().asString();
    }
}

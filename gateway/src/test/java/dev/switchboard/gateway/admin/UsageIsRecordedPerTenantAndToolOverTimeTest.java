package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A tenant's calls land in its usage history per tool, in the current hour's and day's buckets: calls, errors, cache
 * hits and the mean time of answered calls. Its own admin reads it, another tenant's admin cannot, and a bad step is
 * refused naming it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class UsageIsRecordedPerTenantAndToolOverTimeTest {

    @Test
    void callsErrorsAndCacheHitsArriveInTheTenantsBuckets() {
        String tenant = "usage-history-" + UUID.randomUUID().toString().substring(0, 8);
        SecuredGateway.putTenant(tenant, "{}");
        McpTestClient caller = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey(tenant, "billed"));
        caller.awaitTool("fx_counter");
        String arguments = "{\"key\":\"" + UUID.randomUUID() + "\"}";
        caller.modern("tools/call").tool("fx_counter", arguments).then().statusCode(200);
        caller.modern("tools/call").tool("fx_counter", arguments).then().statusCode(200);
        caller.modern("tools/call").tool("fx_fail", "{}").then().statusCode(200).body("result.isError", equalTo(true));
        String path = "/admin/v1/tenants/" + tenant + "/usage/history";

        JsonPath hourly = Awaitility.await().atMost(Duration.ofSeconds(45)).until(
                () -> SecuredGateway.admin().get(path).then().statusCode(200).extract().jsonPath(),
                view -> "2".equals(view.getString("totals.fx_counter.calls"))
                        && "1".equals(view.getString("totals.fx_fail.calls")));

        assertThat(hourly.getInt("totals.fx_counter.cached")).isEqualTo(1);
        assertThat(hourly.getInt("totals.fx_counter.errors")).isZero();
        assertThat(hourly.getDouble("totals.fx_counter.meanMs")).isGreaterThanOrEqualTo(0);
        assertThat(hourly.getInt("totals.fx_fail.errors")).isEqualTo(1);
        Instant now = Instant.now();
        assertThat(Instant.parse(hourly.getString("buckets[-1].start"))).as("the hour the calls were counted in")
                .isBetween(now.truncatedTo(ChronoUnit.HOURS).minus(Duration.ofHours(1)), now);
        JsonPath daily = SecuredGateway.admin().queryParam("step", "day").get(path).then().statusCode(200).extract()
                .jsonPath();
        assertThat(daily.getInt("totals.fx_counter.calls")).isEqualTo(2);
        assertThat(Instant.parse(daily.getString("buckets[-1].start"))).as("the day the calls were counted in")
                .isBetween(now.truncatedTo(ChronoUnit.DAYS).minus(Duration.ofDays(1)), now);

        RestAssured.given().header("Authorization", "Bearer " + tenantAdminKey(tenant)).get(path).then()
                .statusCode(200).body("totals.fx_fail.errors", equalTo(1));
        RestAssured.given().header("Authorization", "Bearer " + tenantAdminKey("tenant-b")).get(path).then()
                .statusCode(403);
    }

    @Test
    void aBadStepOrRangeIsRefusedNamingTheParameter() {
        SecuredGateway.admin().queryParam("step", "minute").get("/admin/v1/tenants/tenant-a/usage/history").then()
                .statusCode(400).body("field", equalTo("step"));
        SecuredGateway.admin().queryParam("from", "yesterday").get("/admin/v1/tenants/tenant-a/usage/history").then()
                .statusCode(400).body("field", equalTo("from"));
        SecuredGateway.admin().queryParam("from", "2020-01-01T00:00:00Z")
                .get("/admin/v1/tenants/tenant-a/usage/history").then().statusCode(400)
                .body(containsString("step=day"));
    }

    private static String tenantAdminKey(String tenant) {
        return SecuredGateway.admin()
                .body("{\"subject\":\"" + tenant + "-billing\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract().path("key");
    }
}

package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.util.List;
import java.util.Map;

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

/**
 * The operator's overview names the replicas, the registered services with each replica's circuit to each one it has
 * called, the state Redis as it answers, and the catalogue's size with the change that brought the fixtures' tools. A
 * tenant admin is refused it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TheOverviewShowsReplicasCircuitsRedisAndTheCatalogueTest {

    @Test
    void theOperatorSeesReplicasCircuitsRedisAndTheCatalogue() {
        McpTestClient caller = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "looker"));
        caller.awaitTool("fx_echo");
        caller.modern("tools/call").tool("fx_echo", "{\"text\":\"hello\"}").then().statusCode(200);
        List<Map<String, Object>> services = SecuredGateway.admin().get("/admin/v1/services").then().statusCode(200)
                .extract().jsonPath().getList("$");
        String echoService = services.stream().filter(s -> ((List<?>) s.get("tools")).contains("fx_echo"))
                .map(s -> s.get("service").toString()).findFirst().orElseThrow();

        // Every replica this Redis has, this one among them; its report names its circuit to the service called.
        JsonPath overview = Awaitility.await().atMost(Duration.ofSeconds(30)).until(
                () -> SecuredGateway.admin().get("/admin/v1/overview").then().statusCode(200).extract().jsonPath(),
                view -> view.getMap("services.find { it.service == '" + echoService + "' }.circuits")
                        .containsValue("closed"));

        String replica = overview.getMap("services.find { it.service == '" + echoService + "' }.circuits").entrySet()
                .stream().filter(circuit -> circuit.getValue().equals("closed")).findFirst().orElseThrow().getKey()
                .toString();
        assertThat(overview.getString("replicas.find { it.id == '" + replica + "' }.startedAt")).isNotBlank();
        assertThat(overview.getBoolean("redis.reachable")).isTrue();
        assertThat(overview.getString("redis.redis_version")).matches("\\d+\\.\\d+.*");
        assertThat(overview.getInt("catalogue.tools")).isGreaterThan(0);
        assertThat(overview.getList("catalogue.changes.added.flatten()", String.class)).contains("fx_echo");
    }

    @Test
    void aTenantAdminIsRefusedTheOverview() {
        String tenantAdmin = SecuredGateway.admin()
                .body("{\"subject\":\"overview-admin\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(201).extract().path("key");
        RestAssured.given().header("Authorization", "Bearer " + tenantAdmin).get("/admin/v1/overview").then()
                .statusCode(403).body(containsString("operator"));
    }
}

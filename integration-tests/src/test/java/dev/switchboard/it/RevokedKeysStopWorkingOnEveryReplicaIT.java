package dev.switchboard.it;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/**
 * Two packaged gateway replicas with API keys: a key made through replica A works on replica B (which has it cached
 * once used), and once revoked through A, B refuses it too. Revocation is announced to every replica over Redis
 * pub/sub; a verified key is cached for at most a second, so a lost announcement still takes effect within it.
 */
class RevokedKeysStopWorkingOnEveryReplicaIT {

    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";
    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        Map<String, String> secured = Map.of("GATEWAY_AUTH_MODE", "api-key", "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY);
        replicaA = SuiteProcess.start("gateway", redis.url(), secured);
        replicaB = SuiteProcess.start("gateway", redis.url(), secured);
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(replicaA, replicaB, redis);
    }

    private static RequestSpecification admin(SuiteProcess replica) {
        return given().baseUri(replica.baseUrl()).header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType("application/json");
    }

    @Test
    void aKeyRevokedThroughOneReplicaIsRefusedByTheOther() {
        admin(replicaA).body("{\"displayName\":\"Revocation\"}").put("/admin/v1/tenants/revocation").then()
                .statusCode(200);
        Map<String, String> created = admin(replicaA).body("{\"subject\":\"bot\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/revocation/api-keys").then().statusCode(201).extract().jsonPath()
                .getMap("");
        McpTestClient onB = replicaB.mcp().withBearer(created.get("key"));
        onB.modern("tools/list").then().statusCode(200);

        admin(replicaA).delete("/admin/v1/tenants/revocation/api-keys/" + created.get("id")).then().statusCode(204);

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(() -> onB.modern("tools/list").post().statusCode() == 401);
        onB.session().initialize().then().statusCode(401);
    }
}

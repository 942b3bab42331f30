package dev.switchboard.it;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.SseStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.anEmptyMap;

/**
 * Two packaged gateway replicas with API keys: a session is opened and used on replica B (which keeps a copy of it and
 * holds its GET stream), and its tenant is deleted through replica A. B ends the stream, and once the tenant is made
 * again under the same name, with a key for the same subject, the old session id answers 404 on B and B's view of
 * the tenant's live sessions is empty.
 */
class DeletingATenantEndsItsSessionsOnEveryReplicaIT {

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

    @Test
    void theOtherReplicaEndsTheSessionAndTheNewTenantInheritsNothing() {
        String oldKey = replicaA.apiKey(ADMIN_KEY, "doomed", "bot");
        McpSession onB = replicaB.mcp().withBearer(oldKey).session().open();
        onB.request("ping", "{}").then().statusCode(200);
        SseStream stream = onB.openStream();
        assertThat(stream.awaitStatus()).isEqualTo(200);

        replicaA.admin(ADMIN_KEY).delete("/admin/v1/tenants/doomed").then().statusCode(204);

        stream.awaitEnd();
        String newKey = replicaA.apiKey(ADMIN_KEY, "doomed", "bot");
        onB.via(replicaB.mcp().withBearer(newKey)).request("tools/list", "{}").then().statusCode(404);
        replicaB.admin(ADMIN_KEY).get("/admin/v1/tenants/doomed/sessions").then().statusCode(200)
                .body("subjects", anEmptyMap());
    }
}

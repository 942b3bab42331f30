package dev.switchboard.gateway.session;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.OnARedisCluster;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a Redis Cluster, sessions land on every master (so the cluster really shares the load), while each session's
 * keys (its hash, its stream logs and their owners) stay together on one master, as its scripts need.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class SessionStateSpreadsOverTheClusterMastersTest {

    @InjectRedis
    LocalRedisCluster cluster;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void sessionsSpreadOverEveryMasterAndEachSessionStaysOnOne() {
        mcp.awaitTool("fx_reconnect");
        List<McpSession> sessions = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            sessions.add(mcp.session().open());
        }
        McpSession sample = sessions.get(0);
        sample.request("tools/call", "{\"name\":\"fx_reconnect\",\"arguments\":{},\"_meta\":{\"progressToken\":\"p\"}}")
                .then().statusCode(200);

        for (int master : cluster.masterPorts()) {
            assertThat(cluster.keysOn(master, "sb:{sess:*")).as("session keys on master %d", master).isNotEmpty();
        }
        Set<Integer> holders = new HashSet<>();
        List<String> sampleKeys = new ArrayList<>();
        for (int master : cluster.masterPorts()) {
            List<String> keys = cluster.keysOn(master, "sb:{sess:" + sample.id() + "}*");
            if (!keys.isEmpty()) {
                holders.add(master);
                sampleKeys.addAll(keys);
            }
        }
        assertThat(holders).as("masters holding one session's keys").hasSize(1);
        assertThat(sampleKeys).as("the session's hash and its stream log")
                .anyMatch(key -> key.equals("sb:{sess:" + sample.id() + "}"))
                .anyMatch(key -> key.contains(":stream:"));
    }
}

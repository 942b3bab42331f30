package dev.switchboard.it;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.SseStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The packaged suite on a real Redis Cluster (three masters, three replicas; every process in cluster mode): two
 * gateway replicas and a tool service. A session opened on one replica calls a tool through the other, replays its
 * stream with {@code Last-Event-ID} on the first, outlives a failover of the master holding it, and ends on either.
 */
class SessionsMoveBetweenReplicasOnARedisClusterIT {

    private static final Pattern ID = Pattern.compile("id: (\\S+)");
    private static final String PROGRESS_CALL = "{\"name\":\"test_tool_with_progress\",\"arguments\":{},"
            + "\"_meta\":{\"progressToken\":\"p\"}}";

    private static LocalRedisCluster cluster;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess service;

    @BeforeAll
    static void start() {
        cluster = LocalRedisCluster.start();
        Map<String, String> clusterMode = Map.of("REDIS_CLIENT_TYPE", "cluster");
        replicaA = SuiteProcess.start("gateway", cluster.hosts(), clusterMode);
        replicaB = SuiteProcess.start("gateway", cluster.hosts(), clusterMode);
        service = SuiteProcess.start("conformance-service", cluster.hosts(), clusterMode);
        replicaA.mcp().awaitTool("test_tool_with_progress");
        replicaB.mcp().awaitTool("test_tool_with_progress");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(service, replicaA, replicaB, cluster);
    }

    @Test
    void aSessionCallsReplaysSurvivesAFailoverAndEndsAcrossReplicas() {
        McpSession onA = replicaA.mcp().session().open();
        McpSession onB = onA.via(replicaB.mcp());

        String answered = onB.request("tools/call", PROGRESS_CALL).then().statusCode(200).extract().asString();
        List<String> ids = ID.matcher(answered).results().map(match -> match.group(1)).toList();
        assertThat(ids).as("event ids of the streamed answer").hasSizeGreaterThan(1);
        try (SseStream replayed = onA.resume(ids.get(0))) {
            replayed.awaitData("\"result\"");
            assertThat(replayed.ids()).as("the events after the first, replayed on the other replica")
                    .containsExactlyElementsOf(ids.subList(1, ids.size()));
        }

        cluster.failOver(cluster.masterHolding("sb:{sess:" + onA.id() + "}"));

        onA.request("3", "ping", "{}").then().statusCode(200).body("id", equalTo(3));
        onB.request("tools/call", PROGRESS_CALL).then().statusCode(200).body(containsString("\"result\""));
        onB.delete().then().statusCode(204);
        onA.request("4", "ping", "{}").then().statusCode(404).body("error.code", equalTo(-32001));
    }
}

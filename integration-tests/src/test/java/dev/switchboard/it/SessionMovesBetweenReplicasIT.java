package dev.switchboard.it;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;

import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/** Two packaged gateway processes on one Redis, nothing sticky between them: a session belongs to no replica. */
class SessionMovesBetweenReplicasIT {

    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        replicaA = SuiteProcess.start("gateway", redis.url(), Map.of());
        replicaB = SuiteProcess.start("gateway", redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(replicaA, replicaB, redis);
    }

    @Test
    void aSessionCreatedOnOneReplicaIsUsedAndEndedOnTheOther() {
        McpSession onA = replicaA.mcp().session().open();
        McpSession onB = onA.via(replicaB.mcp());

        onB.request("tools/list", "{}").then().statusCode(200).body("result.tools", notNullValue());
        onB.request("3", "logging/setLevel", "{\"level\":\"error\"}").then().statusCode(200)
                .body("result", anEmptyMap());
        onA.request("4", "ping", "{}").then().statusCode(200).body("id", equalTo(4));

        onB.delete().then().statusCode(204);

        onA.request("5", "ping", "{}").then().statusCode(404).body("error.code", equalTo(-32001));
    }
}

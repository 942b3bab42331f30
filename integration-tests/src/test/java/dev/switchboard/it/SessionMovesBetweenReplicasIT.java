package dev.switchboard.it;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;

import static io.restassured.RestAssured.given;
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
        String sessionId = Mcp.initialize(replicaA, "{}");

        Mcp.post(replicaB, sessionId).body("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}").post("/mcp")
                .then().statusCode(200).body("result.tools", notNullValue());
        Mcp.post(replicaB, sessionId)
                .body("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"logging/setLevel\",\"params\":{\"level\":\"error\"}}")
                .post("/mcp").then().statusCode(200).body("result", anEmptyMap());
        Mcp.post(replicaA, sessionId).body("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}").post("/mcp")
                .then().statusCode(200).body("id", equalTo(4));

        given().baseUri(replicaB.baseUrl()).header("Mcp-Session-Id", sessionId).delete("/mcp").then().statusCode(204);

        Mcp.post(replicaA, sessionId).body("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}").post("/mcp")
                .then().statusCode(404).body("error.code", equalTo(-32001));
    }
}

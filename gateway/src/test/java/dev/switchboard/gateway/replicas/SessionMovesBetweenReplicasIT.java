package dev.switchboard.gateway.replicas;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.testing.GatewayProcess;
import dev.switchboard.testsupport.LocalRedis;
import io.restassured.response.Response;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.equalTo;

/** Two packaged gateway processes on one Redis, nothing sticky between them: a session belongs to no replica. */
class SessionMovesBetweenReplicasIT {

    private static LocalRedis redis;
    private static GatewayProcess replicaA;
    private static GatewayProcess replicaB;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        replicaA = GatewayProcess.start(redis.url(), Map.of());
        replicaB = GatewayProcess.start(redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        if (replicaA != null) {
            replicaA.close();
        }
        if (replicaB != null) {
            replicaB.close();
        }
        if (redis != null) {
            redis.close();
        }
    }

    private static Response post(GatewayProcess replica, String sessionId, String body) {
        var request = given().baseUri(replica.baseUrl()).contentType("application/json")
                .accept("application/json, text/event-stream").header("MCP-Protocol-Version", "2025-11-25");
        if (sessionId != null) {
            request = request.header("Mcp-Session-Id", sessionId);
        }
        return request.body(body).post("/mcp");
    }

    @Test
    void aSessionCreatedOnOneReplicaIsUsedAndEndedOnTheOther() {
        String sessionId = post(replicaA, null,
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"replica-test\",\"version\":\"1\"}}}")
                .then().statusCode(200).extract().header("Mcp-Session-Id");

        post(replicaB, sessionId, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").then().statusCode(202);
        post(replicaB, sessionId, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}").then().statusCode(200)
                .body("result.tools", org.hamcrest.Matchers.notNullValue());
        post(replicaB, sessionId,
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"logging/setLevel\",\"params\":{\"level\":\"error\"}}")
                .then().statusCode(200).body("result", anEmptyMap());
        post(replicaA, sessionId, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}").then().statusCode(200)
                .body("id", equalTo(4));

        given().baseUri(replicaB.baseUrl()).header("Mcp-Session-Id", sessionId).delete("/mcp").then().statusCode(204);

        post(replicaA, sessionId, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}").then().statusCode(404)
                .body("error.code", equalTo(-32001));
    }
}

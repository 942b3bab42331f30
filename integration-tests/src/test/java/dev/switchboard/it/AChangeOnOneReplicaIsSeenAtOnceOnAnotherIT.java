package dev.switchboard.it;

import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * Each replica serves a session it used in the last moments from its own copy, without reading Redis; a change made
 * on another replica must still be seen by the very next request. Two packaged gateways on one Redis and the
 * conformance service: the session is used on both (each holds a copy), then changed on one and used at once on the
 * other, many times over.
 */
class AChangeOnOneReplicaIsSeenAtOnceOnAnotherIT {

    private static final String LOGGING_CALL = "{\"name\":\"test_tool_with_logging\",\"arguments\":{}}";

    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess service;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        replicaA = SuiteProcess.start("gateway", redis.url(), Map.of());
        replicaB = SuiteProcess.start("gateway", redis.url(), Map.of());
        service = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        replicaA.mcp().awaitTool("test_tool_with_logging");
        replicaB.mcp().awaitTool("test_tool_with_logging");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(service, replicaA, replicaB, redis);
    }

    @Test
    void aSessionEndedOnOneReplicaIsGoneOnTheOtherAtOnce() {
        for (int round = 0; round < 20; round++) {
            McpSession onA = replicaA.mcp().session().open();
            McpSession onB = onA.via(replicaB.mcp());
            onB.request("2", "ping", "{}").then().statusCode(200);

            onA.delete().then().statusCode(204);

            onB.request("3", "ping", "{}").then().statusCode(404).body("error.code", equalTo(-32001));
        }
    }

    @Test
    void aLogLevelSetOnOneReplicaAppliesToTheNextCallOnTheOther() {
        McpSession onA = replicaA.mcp().session().open();
        McpSession onB = onA.via(replicaB.mcp());
        for (int round = 0; round < 10; round++) {
            onB.request(String.valueOf(10 + 5 * round), "ping", "{}").then().statusCode(200);
            onA.request(String.valueOf(11 + 5 * round), "logging/setLevel", "{\"level\":\"error\"}").then().statusCode(200);
            assertThat(onB.request(String.valueOf(12 + 5 * round), "tools/call", LOGGING_CALL).then().statusCode(200).extract()
                    .asString()).as("info messages after the level was raised to error").doesNotContain(
                            "notifications/message");

            onA.request(String.valueOf(13 + 5 * round), "logging/setLevel", "{\"level\":\"info\"}").then().statusCode(200);
            assertThat(onB.request(String.valueOf(14 + 5 * round), "tools/call", LOGGING_CALL).then().statusCode(200).extract()
                    .asString()).as("info messages once the level is info again").contains("notifications/message");
        }
    }
}

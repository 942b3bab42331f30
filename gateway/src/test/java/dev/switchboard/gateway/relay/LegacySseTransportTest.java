package dev.switchboard.gateway.relay;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.testing.SseReader;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** 2024-11-05 HTTP+SSE: endpoint event first, POSTs accepted with 202, every answer on the stream. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LegacySseTransportTest {

    @Test
    void aLegacyClientInitializesListsAndCallsOverTheSseStream() {
        awaitTool("fx_echo");
        try (SseReader stream = SseReader.get("http://localhost:" + RestAssured.port + "/sse",
                Map.of("Accept", "text/event-stream"))) {
            stream.awaitData("/messages?sessionId=");
            String endpoint = stream.data().stream().filter(line -> line.startsWith("/messages")).findFirst().orElseThrow();

            given().contentType("application/json").body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                    + "\"params\":{\"protocolVersion\":\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"old\","
                    + "\"version\":\"1\"}}}").post(endpoint).then().statusCode(202);
            stream.awaitData("\"protocolVersion\":\"2024-11-05\"");

            given().contentType("application/json").body("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                    .post(endpoint).then().statusCode(202);
            given().contentType("application/json").body("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"legacy\"}}}").post(endpoint).then()
                    .statusCode(202);
            stream.awaitData("\"echo\":\"legacy\"");
            assertThat(stream.data()).anyMatch(line -> line.contains("\"id\":2"));
        }
    }

    @Test
    void postingToAnUnknownSessionIs404() {
        given().contentType("application/json").body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")
                .post("/messages?sessionId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").then().statusCode(404);
    }

    @Test
    void theSessionEndsWithItsStream() {
        SseReader stream = SseReader.get("http://localhost:" + RestAssured.port + "/sse",
                Map.of("Accept", "text/event-stream"));
        stream.awaitData("/messages?sessionId=");
        String endpoint = stream.data().stream().filter(line -> line.startsWith("/messages")).findFirst().orElseThrow();
        stream.close();

        await().atMost(Duration.ofSeconds(5)).until(() -> given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}").post(endpoint).statusCode() == 404);
    }
}

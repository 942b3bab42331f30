package dev.switchboard.contract.kit;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * A tool hands its call on to a peer replica through {@link PeerReplicas}: the peer receives the request as the gateway
 * sent it (path, body, internal token) and the tool reads the peer's answer, without ever holding the token.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACallIsForwardedToAPeerReplicaAsTheGatewaySentItTest {

    private final Map<String, String> received = new ConcurrentHashMap<>();
    private HttpServer peer;

    @BeforeEach
    void startPeer() throws IOException {
        peer = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        peer.createContext("/", exchange -> {
            received.put("path", exchange.getRequestURI().getPath());
            received.put("authorization", exchange.getRequestHeaders().getFirst("Authorization"));
            received.put("accept", exchange.getRequestHeaders().getFirst("Accept"));
            received.put("body", new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] answer = "{\"resultType\":\"complete\",\"content\":[]}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        peer.start();
        ForwardTool.peer = "http://127.0.0.1:" + peer.getAddress().getPort();
    }

    @AfterEach
    void stopPeer() {
        peer.stop(0);
    }

    @Test
    void thePeerGetsTheOriginalRequestAndTheToolItsAnswer() {
        String token = "Bearer " + TestInternalKeys.token("kit-test", "acme", "alice");
        String body = "{\"arguments\":{},\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"},"
                + "\"requestState\":\"state-1\"}";

        given().contentType("application/json").header("Authorization", token).body(body)
                .when().post("/internal/v1/tools/kitForward")
                .then().statusCode(200)
                .body("structuredContent.peerStatus", equalTo(200))
                .body("structuredContent.peerAnswer", equalTo("{\"resultType\":\"complete\",\"content\":[]}"));

        assertThat(received).containsEntry("path", "/internal/v1/tools/kitForward")
                .containsEntry("authorization", token).containsEntry("body", body)
                .containsEntry("accept", "text/event-stream");
    }
}

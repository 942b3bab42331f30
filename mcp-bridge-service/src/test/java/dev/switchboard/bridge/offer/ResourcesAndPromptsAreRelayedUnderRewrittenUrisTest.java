package dev.switchboard.bridge.offer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.body;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ResourcesAndPromptsAreRelayedUnderRewrittenUrisTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void aResourceIsReadUnderItsBridgeUri() {
        given().contentType("application/json")
                .body(body(null).put("uri", "remote+notes://welcome").toString())
                .when().post("/internal/v1/resources/read")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("contents[0].uri", equalTo("remote+notes://welcome"))
                .body("contents[0].text", equalTo("Welcome to the test upstream."));
    }

    @Test
    void aTemplatedStdioResourceIsReadUnderItsBridgeUri() {
        given().contentType("application/json")
                .body(body(null).put("uri", "everything+demo://resource/dynamic/text/1").toString())
                .when().post("/internal/v1/resources/read")
                .then().statusCode(200)
                .body("contents[0].uri", equalTo("everything+demo://resource/dynamic/text/1"))
                .body("contents[0].text", containsString("1"));
    }

    @Test
    void anUnknownUpstreamUriIsNotFound() {
        given().contentType("application/json")
                .body(body(null).put("uri", "nobody+notes://welcome").toString())
                .when().post("/internal/v1/resources/read")
                .then().statusCode(404)
                .body("code", equalTo(-32002));
    }

    @Test
    void aPromptIsBuiltByTheUpstream() {
        given().contentType("application/json")
                .body("{\"arguments\":{\"name\":\"Grace\"},\"context\":{\"tenant\":\"anonymous\",\"subject\":\"anonymous\"}}")
                .when().post("/internal/v1/prompts/remote_greeting")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("messages[0].role", equalTo("user"))
                .body("messages[0].content.text", equalTo("Say hello to Grace."));
    }

    @Test
    void aStdioPromptIsBuiltByTheUpstream() {
        given().contentType("application/json")
                .body("{\"arguments\":{},\"context\":{\"tenant\":\"anonymous\",\"subject\":\"anonymous\"}}")
                .when().post("/internal/v1/prompts/everything_simple-prompt")
                .then().statusCode(200)
                .body("messages[0].content.text", startsWith("This is a simple prompt"));
    }
}

package dev.switchboard.contract.kit;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InternalToolEndpointTest {

    @Test
    void manifestListsTheDeclaredTool() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("service", equalTo("kit-test"))
                .body("tools[0].name", equalTo("kitEcho"))
                .body("tools[0].inputSchema.required[0]", equalTo("text"));
    }

    @Test
    void aValidCallAnswersJson() {
        given().contentType("application/json")
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS + "}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.echo", equalTo("hi"))
                .body("content[0].text", equalTo("{\"echo\":\"hi\"}"));
    }

    @Test
    void argumentsBreakingTheSchemaAre400WithPropertyAndRule() {
        given().contentType("application/json").body("{\"arguments\":{\"text\":\"\"}," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("text"))
                .body("data.rule", equalTo("minLength"));
    }

    @Test
    void anUnknownToolIs404() {
        given().contentType("application/json").body("{\"arguments\":{}," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/nope")
                .then().statusCode(404)
                .body("message", equalTo("Unknown tool: nope"));
    }

    @Test
    void malformedJsonIs400() {
        given().contentType("application/json").body("{\"arguments\":")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", containsString("Malformed internal request"));
    }

    @Test
    void aHandlerCrashIs500WithoutAStackTrace() {
        given().contentType("application/json").body("{\"arguments\":{\"text\":\"explode\"}," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(500)
                .body("code", equalTo(-32603))
                .body("message", not(containsString("secret")));
    }

    @Test
    void aHandlerThrowingAnErrorIsAnswered500AtOnce() {
        given().config(McpTestClient.timeouts(Duration.ofSeconds(10))).contentType("application/json")
                .body("{\"arguments\":{\"text\":\"unloadable\"}," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(500)
                .body("code", equalTo(-32603))
                .body("message", not(containsString("secret")));
    }

    @Test
    void aStreamedCallSendsWantedEventsThenTheResult() {
        String body = given().contentType("application/json").accept("text/event-stream")
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS
                        + ",\"progress\":true,\"logLevel\":\"info\"}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .extract().asString();

        org.assertj.core.api.Assertions.assertThat(body)
                .containsSubsequence("event: progress", "event: log", "\"echoing\"", "event: progress",
                        "event: result", "\"echo\":\"hi\"")
                .doesNotContain("too quiet");
    }

    @Test
    void aStreamedCallWithoutProgressOrLogLevelSendsOnlyTheResult() {
        String body = given().contentType("application/json").accept("text/event-stream")
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS + "}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .extract().asString();

        org.assertj.core.api.Assertions.assertThat(body).startsWith("event: result").doesNotContain("event: progress");
    }
}

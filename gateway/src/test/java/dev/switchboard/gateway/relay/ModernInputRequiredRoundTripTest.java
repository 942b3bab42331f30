package dev.switchboard.gateway.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/** 2026 MRTR through the gateway: sealed state, single use, bound to the request, capability-checked. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ModernInputRequiredRoundTripTest {

    private static final String ANSWER = "\"inputResponses\":{\"llm\":{\"role\":\"assistant\",\"content\":{\"type\":\"text\","
            + "\"text\":\"hi there\"},\"model\":\"m\",\"stopReason\":\"endTurn\"}}";

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_sample");
    }

    private static ValidatableResponse call(String capabilities, String extra) {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + "}";
        return given().contentType("application/json")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "fx_sample")
                .body("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_sample\","
                        + "\"arguments\":{}," + (extra.isEmpty() ? "" : extra + ",") + meta + "}}")
                .post("/mcp").then();
    }

    private static String firstRound() {
        return call("{\"sampling\":{}}", "").statusCode(200)
                .body("result.resultType", equalTo("input_required"))
                .body("result.inputRequests.llm.method", equalTo("sampling/createMessage"))
                .extract().path("result.requestState");
    }

    @Test
    void theRetryWithAnswersCompletesAndTheServiceGetsItsOwnStateBack() {
        String state = firstRound();

        call("{\"sampling\":{}}", "\"requestState\":\"" + state + "\"," + ANSWER).statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.structuredContent.model", equalTo("hi there"))
                .body("result.structuredContent.state", equalTo("round-1"));
    }

    @Test
    void aStateIsAcceptedOnlyOnce() {
        String state = firstRound();
        call("{\"sampling\":{}}", "\"requestState\":\"" + state + "\"," + ANSWER).statusCode(200);

        call("{\"sampling\":{}}", "\"requestState\":\"" + state + "\"," + ANSWER).statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.reason", equalTo("invalid_request_state"));
    }

    @Test
    void aTamperedStateIsRefused() {
        String state = firstRound();

        call("{\"sampling\":{}}", "\"requestState\":\"" + state + "-TAMPERED\"," + ANSWER).statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.reason", equalTo("invalid_request_state"));
    }

    @Test
    void aStateIsBoundToItsArguments() {
        String state = firstRound();
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{\"sampling\":{}}}";
        given().contentType("application/json")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "fx_sample")
                .body("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_sample\","
                        + "\"arguments\":{\"other\":1},\"requestState\":\"" + state + "\"," + ANSWER + "," + meta + "}}")
                .post("/mcp").then().statusCode(200)
                .body("error.data.reason", equalTo("invalid_request_state"));
    }

    @Test
    void aClientWithoutSamplingGetsMissingCapability() {
        call("{}", "").statusCode(400)
                .body("error.code", equalTo(-32021))
                .body("error.data.requiredCapabilities.sampling", notNullValue());
    }
}

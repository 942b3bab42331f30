package dev.switchboard.gateway.clientinput;

import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.ModernRequest;

import static org.hamcrest.Matchers.equalTo;

/** Drives fx_sample through 2026-07-28 multi-round-trip requests. */
final class MrtrRounds {

    static final String ANSWER = "\"inputResponses\":{\"llm\":{\"role\":\"assistant\",\"content\":{\"type\":\"text\","
            + "\"text\":\"hi there\"},\"model\":\"m\",\"stopReason\":\"endTurn\"}}";

    private MrtrRounds() {
    }

    static ModernRequest call(McpTestClient mcp, String arguments) {
        return mcp.modern("tools/call").id("9").tool("fx_sample", arguments).capabilities("{\"sampling\":{}}");
    }

    /** The first round: input_required with a sampling request; returns the sealed state. */
    static String firstRound(McpTestClient mcp) {
        return call(mcp, "{}").then().statusCode(200)
                .body("result.resultType", equalTo("input_required"))
                .body("result.inputRequests.llm.method", equalTo("sampling/createMessage"))
                .extract().path("result.requestState");
    }

    /** The retry that answers the sampling request with {@code state}. */
    static ModernRequest retry(McpTestClient mcp, String arguments, String state) {
        return call(mcp, arguments).and("\"requestState\":\"" + state + "\"," + ANSWER);
    }
}

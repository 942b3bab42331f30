package dev.switchboard.bridge.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class CallsReachTheUpstreamAndReturnItsResultTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void aStdioToolAnswersThroughTheBridge() {
        callTool("everything_get-sum", body(arguments().put("a", 2).put("b", 40)))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("isError", nullValue())
                .body("content[0].text", equalTo("The sum of 2 and 40 is 42."));
    }

    @Test
    void aStreamableHttpToolAnswersThroughTheBridge() {
        callTool("remote_echo", body(arguments().put("message", "hello")))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Echo: hello"));
    }

    @Test
    void argumentsAreCheckedAgainstTheUpstreamSchemaBeforeTheCall() {
        callTool("remote_echo", body(arguments().put("message", 7)))
                .statusCode(400)
                .body("code", equalTo(-32602));
    }
}

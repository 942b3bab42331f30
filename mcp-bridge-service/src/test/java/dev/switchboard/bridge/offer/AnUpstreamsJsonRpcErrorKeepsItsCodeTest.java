package dev.switchboard.bridge.offer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An upstream that answers a prompt with a JSON-RPC error (server-everything refusing a resource type it does not
 * know) ended the request itself: the bridge answers 400 with the upstream's code, which the gateway hands on to the
 * client, not 502, which tells the gateway the bridge is not there.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUpstreamsJsonRpcErrorKeepsItsCodeTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void aPromptTheUpstreamRefusesIs400WithItsCode() {
        given().contentType("application/json")
                .body("{\"arguments\":{\"resourceType\":\"Neither\",\"resourceId\":\"1\"},"
                        + "\"context\":{\"tenant\":\"anonymous\",\"subject\":\"anonymous\"}}")
                .when().post("/internal/v1/prompts/everything_resource-prompt")
                .then().statusCode(400)
                .body("code", equalTo(-32603))
                .body("message", containsString("Invalid resourceType: Neither"));
    }
}

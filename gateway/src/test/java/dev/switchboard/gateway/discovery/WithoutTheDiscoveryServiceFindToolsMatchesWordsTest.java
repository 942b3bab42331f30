package dev.switchboard.gateway.discovery;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

/**
 * No discovery service is registered here: the gateway answers a search by matching the need's words itself, says so
 * in the answer, and never answers no tool to a tenant that may use some.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class WithoutTheDiscoveryServiceFindToolsMatchesWordsTest {

    private McpTestClient client;

    @BeforeEach
    void tenant() {
        SecuredGateway.putTenant("wordy", "{\"discovery\":\"progressive\",\"tools\":{\"deny\":[\"fx_fail\"]}}");
        client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("wordy", "user"));
        McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user")).awaitTool("fx_counter");
    }

    @Test
    void theToolsSharingTheNeedsWordsComeFirstAndTheAnswerSaysHowItWasFound() {
        client.modern("tools/call").tool("find_tools", "{\"query\":\"echo the text back\",\"limit\":3}").then()
                .statusCode(200)
                .body("result.structuredContent.tools[0].name", equalTo("fx_echo"))
                .body("result.structuredContent.tools[0].matchedBy", equalTo("keyword"))
                .body("result.structuredContent.searchedBy", equalTo("words"))
                .body("result.structuredContent.note", containsString("discovery service is unavailable"));
    }

    @Test
    void aNeedSharingNoWordWithAnyToolStillGetsTools() {
        client.modern("tools/call").tool("find_tools", "{\"query\":\"zzzz qqqq\",\"limit\":2}").then()
                .statusCode(200)
                .body("result.structuredContent.tools", hasSize(2))
                .body("result.structuredContent.tools.name", not(hasItem("fx_fail")));
    }
}

package dev.switchboard.memory;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CollaborateShowsOutputBesideRelevantMemoriesTest {

    private final Agent agent = Agent.of("acme", "planner-session");

    @Test
    void theMessagesCarryTheOtherOutputAndTheRelatedMemoriesAsResources() {
        String decision = agent.save("team", "decision", Agent.JSON.createObjectNode()
                .put("text", "User passwords are hashed with bcrypt, cost 12")).statusCode(200)
                .extract().path("structuredContent.id");
        agent.remember("team", "The office coffee machine is broken again");

        String output = "I wrote the sign-up endpoint; it stores the password with SHA-1 for now.";
        agent.prompt("collaborate", Map.of("other_agent_output", output, "session_id", "team", "limit", "1"))
                .statusCode(200)
                .body("messages", hasSize(3))
                .body("messages[0].role", equalTo("user"))
                .body("messages[0].content.text", containsString(output))
                .body("messages[0].content.text", containsString("shared space 'team'"))
                .body("messages[1].content.type", equalTo("resource"))
                .body("messages[1].content.resource.uri", equalTo("memory://team/" + decision))
                .body("messages[1].content.resource.mimeType", equalTo("application/json"))
                .body("messages[1].content.resource.text", containsString("bcrypt"))
                .body("messages[2].content.text", containsString("save_memory (session_id \"team\")"));
    }

    @Test
    void anEmptySpaceIsSaidSoAndTheOutputStillComesFirst() {
        agent.prompt("collaborate", Map.of("other_agent_output", "Draft of the release notes"))
                .statusCode(200)
                .body("messages", hasSize(2))
                .body("messages[0].content.text", containsString("Draft of the release notes"))
                .body("messages[0].content.text", containsString("'planner-session' holds nothing related"));
    }

    @Test
    void theOutputIsRequired() {
        agent.prompt("collaborate", Map.of("session_id", "team")).statusCode(400)
                .body("message", containsString("'other_agent_output'"));
    }
}

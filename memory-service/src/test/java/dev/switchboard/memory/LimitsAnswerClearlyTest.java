package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SmallLimits.class)
class LimitsAnswerClearlyTest {

    private final Agent agent = Agent.of("acme", null);

    @Test
    void aMemoryOverTheSizeLimitIs400NamingBothSizes() {
        agent.saveNote("sizes", "x".repeat(200))
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("content"))
                .body("data.rule", equalTo("maxBytes"))
                .body("data.limit", equalTo(200))
                .body("message", containsString("'content' is 211 bytes of JSON, over the limit of 200 bytes"));
    }

    @Test
    void aFullSpaceRefusesTheNextSaveAsAToolErrorUntilOneIsDeleted() {
        String first = agent.remember("full", "one");
        agent.remember("full", "two");
        agent.remember("full", "three");

        agent.saveNote("full", "four").statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("Memory space 'full' is full: it holds 3 memories, the most "
                        + "one space may hold (3)"));
        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", first).put("session_id", "full"))
                .statusCode(200);
        agent.saveNote("full", "four").statusCode(200).body("structuredContent.count", equalTo(3));
    }

    @Test
    void tooManyTagsBreakTheSchema() {
        agent.saveNote("tags", "tagged", "a", "b", "c").statusCode(400)
                .body("data.property", equalTo("tags"))
                .body("data.rule", equalTo("maxItems"));
    }
}

package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Memories are found by their words: a memory without any (no string in its content, no tag) and a blank query are
 * refused with 400 saying why, rather than failing inside the embedding model.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InputWithoutWordsIsRefusedTest {

    private final Agent agent = Agent.of("acme", "mcp-session-words");

    @Test
    void aMemoryWithoutWordsIsRefused() {
        agent.save(null, "code", Agent.JSON.createObjectNode().put("lines", 3))
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("content"))
                .body("data.rule", equalTo("words"))
                .body("message", containsString("'content' holds no words and the memory has no tags"));
    }

    @Test
    void aTagIsEnoughWords() {
        agent.save(null, "code", Agent.JSON.createObjectNode(), "snippets").statusCode(200)
                .body("structuredContent.record.tags[0]", equalTo("snippets"));
    }

    @Test
    void aBlankQueryBreaksTheSchema() {
        agent.query("mcp-session-words", "   ").statusCode(400)
                .body("data.property", equalTo("query"))
                .body("data.rule", equalTo("pattern"));
    }
}

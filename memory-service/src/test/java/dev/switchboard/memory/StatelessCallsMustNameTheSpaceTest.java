package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StatelessCallsMustNameTheSpaceTest {

    @Test
    void withoutASessionASaveWithoutSessionIdIsRefusedSayingWhy() {
        Agent.of("acme", null).saveNote(null, "no space named")
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("session_id"))
                .body("data.rule", equalTo("required"))
                .body("message", containsString("no MCP session (2026-07-28 stateless)"));
    }

    @Test
    void inASessionTheSessionIsTheDefaultSpace() {
        Agent agent = Agent.of("acme", "mcp-session-42");
        agent.saveNote(null, "saved into my session's space")
                .statusCode(200)
                .body("structuredContent.session_id", equalTo("mcp-session-42"))
                .body("structuredContent.uri", startsWith("memory://mcp-session-42/"));
        agent.query("mcp-session-42", "my session's space").statusCode(200)
                .body("structuredContent.results[0].record.content.text", equalTo("saved into my session's space"));
    }

    @Test
    void aSpaceNameThatCannotStandInAUriIsRefused() {
        Agent.of("acme", null).saveNote("has space", "x").statusCode(400).body("data.property",
                equalTo("session_id"));
    }
}

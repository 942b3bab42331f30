package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DeletedMemoryIsGoneTest {

    private final Agent agent = Agent.of("acme", "session-of-the-deleter");

    @Test
    void aMemoryDeletedByIdIsNeitherFoundNorReadable() {
        String space = "deletions";
        String id = agent.remember(space, "Deploys happen on Tuesdays after the tests pass");
        agent.query(space, "when do we deploy").body("structuredContent.results.id", hasItem(id));

        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", id).put("session_id", space))
                .statusCode(200)
                .body("structuredContent.deleted", equalTo(true))
                .body("structuredContent.uri", equalTo("memory://deletions/" + id));

        agent.query(space, "when do we deploy").body("structuredContent.results.id", not(hasItem(id)));
        agent.read("memory://deletions/" + id).statusCode(404).body("code", equalTo(-32002));
        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", id).put("session_id", space))
                .statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("No memory '" + id + "' in space 'deletions'"));
    }

    @Test
    void aMemoryURINamesItsOwnSpace() {
        String id = agent.remember("elsewhere", "A note to delete through its URI");

        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", "memory://elsewhere/" + id))
                .statusCode(200)
                .body("structuredContent.session_id", equalTo("elsewhere"));
        agent.read("memory://elsewhere/" + id).statusCode(404);
    }

    @Test
    void aBareIdDefaultsToTheCallersSessionSpace() {
        String id = agent.remember(null, "Saved without a session_id, into the caller's session");

        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", id)).statusCode(200)
                .body("structuredContent.session_id", equalTo("session-of-the-deleter"));
    }

    @Test
    void somethingThatIsNoIdIs400() {
        agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", "nope").put("session_id", "x"))
                .statusCode(400)
                .body("data.property", equalTo("id"));
    }
}

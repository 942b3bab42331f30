package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TagsAndTypeFilterQueriesTest {

    private final Agent agent = Agent.of("acme", null);

    @Test
    void onlyMemoriesOfTheTypeAndWithEveryTagComeBack() {
        String space = "filters";
        String code = agent.save(space, "code", Agent.JSON.createObjectNode().put("language", "java")
                .put("code", "TokenVerifier.verify(jwt) checks the OAuth token signature"), "auth", "backend")
                .statusCode(200).extract().path("structuredContent.id");
        String decision = agent.save(space, "decision", Agent.JSON.createObjectNode()
                .put("text", "Tokens are verified in the gateway, not in every service"), "auth")
                .statusCode(200).extract().path("structuredContent.id");
        String note = agent.remember(space, "OAuth token verification failed twice today in staging", "auth",
                "backend");

        var arguments = Agent.JSON.createObjectNode().put("session_id", space).put("query", "token verification");
        agent.tool("query_memory", arguments.deepCopy().put("type", "code")).statusCode(200)
                .body("structuredContent.results.id", contains(code));
        var backend = arguments.deepCopy();
        backend.putArray("tags").add("auth").add("backend");
        agent.tool("query_memory", backend).statusCode(200)
                .body("structuredContent.results.id", containsInAnyOrder(code, note));
        agent.tool("query_memory", arguments.deepCopy().put("type", "decision")).statusCode(200)
                .body("structuredContent.results.id", contains(decision));
    }
}

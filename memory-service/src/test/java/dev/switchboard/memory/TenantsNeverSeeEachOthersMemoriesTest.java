package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TenantsNeverSeeEachOthersMemoriesTest {

    private final Agent acme = Agent.of("acme", "acme-session");
    private final Agent globex = Agent.of("globex", "globex-session");

    @Test
    void theSameSpaceNameInAnotherTenantIsAnotherSpace() {
        String secret = acme.remember("shared-name", "The acquisition of Initech closes on Friday");

        globex.query("shared-name", "acquisition closing date")
                .statusCode(200).body("structuredContent.results", hasSize(0));
        globex.read("memory://shared-name").statusCode(404);
        globex.read("memory://shared-name/" + secret).statusCode(404);
        globex.listResources().statusCode(200).body("resources.uri", not(hasItem("memory://shared-name")));
        globex.tool("delete_memory", Agent.JSON.createObjectNode().put("id", "memory://shared-name/" + secret))
                .statusCode(200).body("isError", equalTo(true));
        globex.complete("ref/prompt", "collaborate", "session_id", "shared").statusCode(200)
                .body("values", hasSize(0));

        String own = globex.remember("shared-name", "Globex closes the quarter on Friday");
        globex.query("shared-name", "closing on Friday").body("structuredContent.results.id", contains(own));
        acme.query("shared-name", "closing on Friday").body("structuredContent.results.id", contains(secret));
        acme.read("memory://shared-name/" + secret).statusCode(200);
    }
}

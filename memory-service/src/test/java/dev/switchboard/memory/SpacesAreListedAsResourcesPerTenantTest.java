package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SpacesAreListedAsResourcesPerTenantTest {

    @Test
    void theManifestOffersTheToolsThePromptTheTemplatesAndAPerCallerList() {
        given().when().get("/internal/v1/manifest").then().statusCode(200)
                .body("service", equalTo("memory"))
                .body("tools.name", containsInAnyOrder("save_memory", "query_memory", "delete_memory"))
                .body("prompts.name", contains("collaborate"))
                .body("resourceTemplates.uriTemplate", contains("memory://{session_id}", "memory://{session_id}/{id}"))
                .body("resources", hasSize(0))
                .body("dynamicResources", equalTo(true))
                .body("completions", equalTo(true));
    }

    @Test
    void eachTenantListsItsOwnSpacesAndReadsTheirNewestMemories() {
        Agent umbrella = Agent.of("umbrella", null);
        umbrella.remember("alpha", "first note");
        String newest = umbrella.remember("alpha", "second note");
        umbrella.remember("beta", "another space");
        Agent.of("cyberdyne", null).remember("gamma", "not umbrella's");

        umbrella.listResources().statusCode(200)
                .body("resources.uri", contains("memory://beta", "memory://alpha"))
                .body("resources.mimeType", everyItem(equalTo("application/json")));
        umbrella.read("memory://alpha").statusCode(200)
                .body("contents[0].mimeType", equalTo("application/json"))
                .body("contents[0].text", org.hamcrest.Matchers.containsString("\"count\":2"))
                .body("contents[0].text", org.hamcrest.Matchers.containsString("\"memories\":[{\"id\":\"" + newest));
        umbrella.complete("ref/resource", "memory://{session_id}", "session_id", "al").statusCode(200)
                .body("values", contains("alpha"));
    }
}

package dev.switchboard.discovery.search;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.discovery.catalogue.ToolText;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.sessionstore.cache.VectorCache;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SearchFindsOnlyTheToolsACallerMayUseTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The model loads and the catalogue is indexed once per test JVM, before the first search answers. */
    private static final Duration WAIT = Duration.ofSeconds(90);

    @Inject
    ServiceRegistry registry;

    @Inject
    VectorCache vectors;

    @BeforeEach
    void register() {
        ObjectNode manifest = JSON.createObjectNode().put("service", "tickets").put("version", "1");
        ArrayNode tools = manifest.putArray("tools");
        tools.add(tool("create_issue", "Create a new issue in a repository"));
        tools.add(tool("create_private_issue", "Create a new confidential issue in a repository"));
        tools.add(tool("post_message", "Post a message to a chat channel"));
        registry.publish(new ServiceRegistration("tickets", "tickets-1", "http://127.0.0.1:1", Instant.now(),
                manifest), Duration.ofMinutes(1), true);
    }

    @Test
    void aToolTheCallerMayNotUseIsNeverFound() {
        await().atMost(WAIT).untilAsserted(() -> search("open a bug report", List.of("create_issue", "post_message"))
                .statusCode(200).body("tools[0].name", equalTo("create_issue")));

        search("open a bug report", List.of("create_issue", "post_message")).body("tools.name",
                not(hasItem("create_private_issue")));
    }

    @Test
    void aNeedInPolishFindsTheEnglishDefinition() {
        await().atMost(WAIT).untilAsserted(() -> search("utwórz zgłoszenie w repozytorium", List.of("create_issue",
                "post_message")).statusCode(200).body("language", equalTo("pl"))
                .body("tools[0].name", equalTo("create_issue")));
    }

    @Test
    void aNeedNothingMatchesStillGetsTheClosestTools() {
        await().atMost(WAIT).untilAsserted(() -> search("zzzz qqqq", List.of("create_issue", "post_message")).statusCode(200)
                .body("tools", hasSize(2)).body("tools[0].matchedBy", equalTo("semantic")));
    }

    @Test
    void aDefinitionIsEmbeddedWhenItIsRegisteredBeforeAnySearch() {
        String digest = ToolText.of(tool("post_message",
                "Post a message to a chat channel")).digest();

        await().atMost(WAIT).untilAsserted(() -> assertThat(vectors.get(Embedder.MODEL, List.of(digest))).containsKey(digest));
    }

    @Test
    void aSearchWithoutTheToolsItMayReturnIs400NamingTheField() {
        given().contentType("application/json").body("{\"query\": \"open a bug\"}").post(SearchRoute.PATH).then()
                .statusCode(400).body("message", containsString("\"tools\""));
        given().contentType("application/json").body("{\"query\": \"open a bug\", \"tools\": [], \"limit\": 0}")
                .post(SearchRoute.PATH).then().statusCode(400).body("message", containsString("discovery.max-limit"));
    }

    @Test
    void aSearchWithoutAnInternalTokenIs401() {
        given().header("Authorization", "Bearer nope").contentType("application/json")
                .body("{\"query\": \"open a bug\", \"tools\": [\"create_issue\"]}").post(SearchRoute.PATH).then()
                .statusCode(401);
    }

    private static ValidatableResponse search(String query, List<String> tools) {
        ObjectNode body = JSON.createObjectNode().put("query", query).put("limit", 5);
        tools.forEach(body.putArray("tools")::add);
        return given().contentType("application/json").body(body.toString()).post(SearchRoute.PATH).then();
    }

    private static ObjectNode tool(String name, String description) {
        ObjectNode tool = JSON.createObjectNode().put("name", name).put("description", description);
        tool.putObject("inputSchema").put("type", "object");
        return tool;
    }
}

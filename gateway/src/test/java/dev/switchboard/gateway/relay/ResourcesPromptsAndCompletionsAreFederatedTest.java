package dev.switchboard.gateway.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static dev.switchboard.gateway.testing.Mcp.meta;
import static dev.switchboard.gateway.testing.Mcp.modern;
import static dev.switchboard.gateway.testing.Mcp.session;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ResourcesPromptsAndCompletionsAreFederatedTest {

    @BeforeEach
    void servicesRegistered() {
        awaitTool("fx_echo");
    }

    private static ValidatableResponse modernRead(String uri) {
        return given().contentType("application/json")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "resources/read")
                .header("Mcp-Name", uri)
                .body("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"resources/read\",\"params\":{\"uri\":\"" + uri + "\","
                        + meta() + "}}")
                .post("/mcp").then();
    }

    @Test
    void listsCarryEveryServicesEntriesAndCacheHints() {
        modern("resources/list", "").then().statusCode(200)
                .body("result.resources.uri", hasItem("fx://static"))
                .body("result.cacheScope", equalTo("public"));
        modern("resources/templates/list", "").then().statusCode(200)
                .body("result.resourceTemplates.uriTemplate", hasItem("fx://item/{id}"));
        modern("prompts/list", "").then().statusCode(200)
                .body("result.prompts.name", hasItem("fx_greeting"));
    }

    @Test
    void concreteAndTemplatedResourcesAreReadFromTheirService() {
        modernRead("fx://static").statusCode(200)
                .body("result.contents[0].text", equalTo("static text"))
                .body("result.ttlMs", equalTo(0));
        modernRead("fx://item/42").statusCode(200)
                .body("result.contents[0].text", equalTo("item 42"));
    }

    @Test
    void anUnknownResourceIsInvalidParamsWithItsUriIn2026AndResourceNotFoundInTheSessionEra() {
        modernRead("fx://nowhere").statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.uri", equalTo("fx://nowhere"));
        String id = initialize("2025-11-25");
        session(id, "resources/read", "{\"uri\":\"fx://nowhere\"}").then().statusCode(200)
                .body("error.code", equalTo(-32002))
                .body("error.data.uri", equalTo("fx://nowhere"));
    }

    @Test
    void aPromptIsRenderedByItsService() {
        String id = initialize("2025-11-25");
        session(id, "prompts/get", "{\"name\":\"fx_greeting\",\"arguments\":{\"name\":\"Ada\"}}").then().statusCode(200)
                .body("result.messages[0].content.text", equalTo("Hello, Ada"));
        session(id, "prompts/get", "{\"name\":\"fx_greeting\",\"arguments\":{}}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }

    @Test
    void completionsComeFromThePromptsService() {
        String id = initialize("2025-11-25");
        session(id, "completion/complete", "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"fx_greeting\"},"
                + "\"argument\":{\"name\":\"name\",\"value\":\"Al\"}}").then().statusCode(200)
                .body("result.completion.values", contains("Alice", "Albert"));
    }

    @Test
    void sessionsCanSubscribeAndUnsubscribe() {
        String id = initialize("2025-11-25");
        session(id, "resources/subscribe", "{\"uri\":\"fx://static\"}").then().statusCode(200)
                .body("result", org.hamcrest.Matchers.anEmptyMap());
        session(id, "resources/unsubscribe", "{\"uri\":\"fx://static\"}").then().statusCode(200)
                .body("result", org.hamcrest.Matchers.anEmptyMap());
    }
}

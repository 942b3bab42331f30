package dev.switchboard.examples.hello;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SayHelloAnswersByNameOverTheInternalRouteTest {

    private static final String CONTEXT = """
            "context": {"requestId": "r-1", "tenant": "acme", "subject": "alice"}""";

    @Test
    void aNameIsGreetedWithStructuredOutput() {
        given().contentType("application/json").body("{\"arguments\": {\"name\": \"Ada\"}, " + CONTEXT + "}")
                .when().post("/internal/v1/tools/sayHello")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.greeting", equalTo("Hello, Ada!"))
                .body("content[0].text", equalTo("{\"greeting\":\"Hello, Ada!\"}"));
    }

    @Test
    void aCallWithoutANameIsRefusedBeforeTheToolRuns() {
        given().contentType("application/json").body("{\"arguments\": {}, " + CONTEXT + "}")
                .when().post("/internal/v1/tools/sayHello")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("name"));
    }

    @Test
    void theManifestListsSayHelloWithItsSchemas() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("service", equalTo("hello-java"))
                .body("tools.name", hasItem("sayHello"))
                .body("tools[0].outputSchema.required", hasItem("greeting"));
    }
}

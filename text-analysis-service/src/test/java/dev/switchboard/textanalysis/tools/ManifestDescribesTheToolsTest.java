package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ManifestDescribesTheToolsTest {

    @Test
    void theThreeToolsAreReadOnlyCacheableAndBoundedByTheByteLimit() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("service", equalTo("text-analysis"))
                .body("tools.name", containsInAnyOrder("analyzeText", "summarizeText", "extractEntities"))
                .body("tools.annotations.readOnlyHint", everyItem(equalTo(true)))
                .body("tools.outputSchema", everyItem(notNullValue()))
                .body("tools.cacheTtlMs", everyItem(equalTo(3_600_000)))
                .body("tools.inputSchema.properties.text.maxLength", everyItem(equalTo(1_048_576)))
                .body("tools.find { it.name == 'summarizeText' }.inputSchema.properties.maxLength.minimum",
                        equalTo(20));
    }
}

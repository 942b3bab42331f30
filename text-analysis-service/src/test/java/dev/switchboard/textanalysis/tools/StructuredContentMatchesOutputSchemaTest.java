package dev.switchboard.textanalysis.tools;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.textanalysis.Analysers.fixture;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StructuredContentMatchesOutputSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void everyFixtureAnswerValidatesAgainstTheDeclaredOutputSchema(String tool) throws Exception {
        JsonNode manifest = JSON.readTree(given().when().get("/internal/v1/manifest").then().statusCode(200)
                .extract().asString());
        JsonNode outputSchema = null;
        for (JsonNode descriptor : manifest.path("tools")) {
            if (descriptor.path("name").asText().equals(tool)) {
                outputSchema = descriptor.path("outputSchema");
            }
        }
        ArgumentSchema schema = ArgumentSchema.compile(tool, outputSchema);
        for (String language : List.of("en", "pl", "ru", "zh", "ja", "mixed")) {
            JsonNode answer = JSON.readTree(ToolRequests.call(tool, ToolRequests.arguments().put("text",
                    fixture(language))).statusCode(200).extract().asString());

            List<Violation> violations = schema.validate(answer.path("structuredContent"));

            assertThat(violations).as("%s on %s", tool, language).isEmpty();
        }
    }
}

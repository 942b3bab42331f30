package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.textanalysis.Analysers.fixture;
import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnalyzeTextEndpointTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void answersTheSeedShapeWithTheSameJsonAsText() throws Exception {
        String body = ToolRequests.call("analyzeText", ToolRequests.arguments().put("text", fixture("en")).put("topN", 3))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .extract().asString();

        assertThatJson(body).inPath("structuredContent").isObject()
                .containsEntry("language", "en")
                .node("statistics").isObject()
                .containsEntry("sentenceCount", 6)
                .containsEntry("wordCount", 62)
                .containsEntry("averageWordLength", 5.0)
                .containsEntry("averageSentenceLength", 10.3);
        assertThatJson(body).inPath("structuredContent.topWords")
                .isEqualTo("[{\"word\":\"gateway\",\"count\":3},{\"word\":\"service\",\"count\":2},"
                        + "{\"word\":\"services\",\"count\":2}]");
        JsonNode answer = JSON.readTree(body);
        assertThat(JSON.readTree(answer.path("content").path(0).path("text").asText()))
                .isEqualTo(answer.path("structuredContent"));
    }

    @Test
    void topNDefaultsToTen() {
        ToolRequests.call("analyzeText", ToolRequests.arguments().put("text", fixture("en")))
                .statusCode(200)
                .body("structuredContent.topWords.size()", equalTo(10));
    }
}

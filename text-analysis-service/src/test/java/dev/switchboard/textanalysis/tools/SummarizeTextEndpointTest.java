package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.textanalysis.Analysers.fixture;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.matchesPattern;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SummarizeTextEndpointTest {

    @Test
    void answersTheSeedShapeWithinMaxLength() {
        ToolRequests.call("summarizeText", ToolRequests.arguments().put("text", fixture("en")).put("maxLength", 100))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.length", lessThanOrEqualTo(100))
                .body("structuredContent.compressionRatio", matchesPattern("\\d+\\.\\d%"))
                .body("structuredContent.originalLength", equalTo(384));
    }

    @Test
    void aShortTextComesBackWhole() {
        ToolRequests.call("summarizeText", ToolRequests.arguments().put("text", "Short and sweet.").put("maxLength", 20))
                .statusCode(200)
                .body("structuredContent.summary", equalTo("Short and sweet."))
                .body("structuredContent.compressionRatio", equalTo("100.0%"));
    }

    @Test
    void aLongTextWithoutWordsIsADomainError() {
        ToolRequests.call("summarizeText", ToolRequests.arguments().put("text", "!?".repeat(200)).put("maxLength", 50))
                .statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("no words"));
    }
}

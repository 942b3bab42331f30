package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InvalidTextIsRejectedTest {

    private static final int LIMIT = 1_048_576;

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void emptyTextBreaksTheSchema(String tool) {
        rejected(tool, ToolRequests.arguments().put("text", ""), "minLength");
    }

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void whiteSpaceOnlyIsRefusedWithAReason(String tool) {
        rejected(tool, ToolRequests.arguments().put("text", " \n\t\u00A0\u200B\u3000 "), "notBlank")
                .body("message", containsString("nothing but white space"));
    }

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void textOverTheByteLimitIsRefused(String tool) {
        String euros = "€".repeat(LIMIT / 3 + 1);

        rejected(tool, ToolRequests.arguments().put("text", euros), "maxBytes")
                .body("message", containsString("1048578 bytes of UTF-8, over the limit of 1048576"));
    }

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void textOverTheLimitInCharactersBreaksTheSchema(String tool) {
        rejected(tool, ToolRequests.arguments().put("text", "a".repeat(LIMIT + 1)), "maxLength");
    }

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void aNumberIsNoText(String tool) {
        rejected(tool, ToolRequests.arguments().put("text", 42), "type");
    }

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void unknownArgumentsAreRefused(String tool) {
        rejected(tool, ToolRequests.arguments().put("text", "Fine text.").put("lang", "en"), "additionalProperties");
    }

    @ParameterizedTest
    @ValueSource(ints = { 0, 101 })
    void topNOutsideOneToAHundredIsRefused(int topN) {
        rejected("analyzeText", ToolRequests.arguments().put("text", "Fine text.").put("topN", topN), "topN");
    }

    @ParameterizedTest
    @ValueSource(ints = { 19, 100_001 })
    void maxLengthOutsideItsBoundsIsRefused(int maxLength) {
        rejected("summarizeText", ToolRequests.arguments().put("text", "Fine text.").put("maxLength", maxLength),
                "maxLength");
    }

    private static io.restassured.response.ValidatableResponse rejected(String tool, ObjectNode arguments,
            String ruleOrProperty) {
        return ToolRequests.call(tool, arguments)
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", not(containsString("Exception")))
                .body("data.tool", equalTo(tool))
                .body("data.violations.find { it.rule == '" + ruleOrProperty + "' || it.property == '"
                        + ruleOrProperty + "' }", org.hamcrest.Matchers.notNullValue());
    }
}

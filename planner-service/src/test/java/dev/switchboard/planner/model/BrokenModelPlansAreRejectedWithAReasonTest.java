package dev.switchboard.planner.model;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.TaskType;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

class BrokenModelPlansAreRejectedWithAReasonTest {

    private static final PlanRequest REQUEST = PlanRequest.of(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS, List.of());
    private static final Classification CLASSIFIED = new Classification(TaskType.FEATURE, List.of("add"),
            List.of(), true);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ModelPlanReader reader = new ModelPlanReader(JSON);

    @Test
    void proseIsNotJson() {
        assertThat(reason(ModelAnswers.samplingResult("I would start by talking to the users."))).startsWith(
                "the answer is not JSON");
    }

    @Test
    void truncatedJsonIsNotJson() {
        assertThat(reason(ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN.substring(0, 200))))
                .startsWith("the answer is not JSON");
    }

    @Test
    void aSchemaViolationNamesThePropertyAndRule() {
        String badAction = ModelAnswers.VALID_PLAN.replace("\"testExports\"", "\"Test the exports\"");

        assertThat(reason(ModelAnswers.samplingResult(badAction)))
                .startsWith("it does not match the plan schema: 'plan[3].action' violates 'pattern'");
    }

    @Test
    void extraFieldsAreRefusedByTheStrictSchema() {
        String extra = ModelAnswers.VALID_PLAN.replace("\"taskType\":\"feature\",", "\"source\":\"model\",");

        assertThat(reason(ModelAnswers.samplingResult(extra))).contains("additionalProperties");
    }

    @Test
    void aForwardDependencyBreaksTheRules() {
        String cycle = ModelAnswers.VALID_PLAN.replace("\"dependsOn\":[],", "\"dependsOn\":[4],");

        assertThat(reason(ModelAnswers.samplingResult(cycle))).isEqualTo(
                "the plan breaks the planning rules: step 1 depends on step 4, which does not come before it");
    }

    @Test
    void anUnservedRequirementBreaksTheRules() {
        String uncovered = ModelAnswers.VALID_PLAN.replace("\"requirement\":\"large exports run in the  background\",",
                "");

        assertThat(reason(ModelAnswers.samplingResult(uncovered))).isEqualTo("the plan breaks the planning rules: "
                + "no step serves the requirement 'Large exports run in the background'");
    }

    @Test
    void idsOutOfOrderBreakTheRules() {
        String renumbered = ModelAnswers.VALID_PLAN.replace("{\"id\":4,", "{\"id\":7,");

        assertThat(reason(ModelAnswers.samplingResult(renumbered))).contains("step 4 has id 7");
    }

    @Test
    void anAnswerCutOffAtTheTokenLimitIsRefused() {
        ObjectNode result = ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN).put("stopReason", "maxTokens");

        assertThat(reason(result)).contains("token limit");
    }

    @Test
    void somethingThatIsNotASamplingResultIsRefused() {
        assertThat(reason(JSON.createObjectNode().put("action", "accept"))).contains("not a sampling result");
        assertThat(reason(JSON.getNodeFactory().textNode("plan"))).contains("not a sampling result");
    }

    @Test
    void anImageInsteadOfTextIsRefused() {
        ObjectNode result = ModelAnswers.samplingResult("");
        result.putObject("content").put("type", "image").put("data", "AAAA").put("mimeType", "image/png");

        assertThat(reason(result)).isEqualTo("the sampled message holds no text");
    }

    private String reason(com.fasterxml.jackson.databind.JsonNode samplingResult) {
        return assertThat(reader.read(samplingResult, REQUEST, CLASSIFIED))
                .asInstanceOf(type(ModelPlanVerdict.Rejected.class))
                .actual().reason();
    }
}

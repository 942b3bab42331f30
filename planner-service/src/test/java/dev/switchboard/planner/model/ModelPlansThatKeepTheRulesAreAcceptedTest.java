package dev.switchboard.planner.model;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSource;
import dev.switchboard.planner.plan.PlanStep;
import dev.switchboard.planner.plan.TaskType;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

class ModelPlansThatKeepTheRulesAreAcceptedTest {

    private static final PlanRequest REQUEST = PlanRequest.of(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS, List.of());
    private static final Classification CLASSIFIED = new Classification(TaskType.FEATURE, List.of("add"),
            List.of(), true);

    private final ModelPlanReader reader = new ModelPlanReader(new ObjectMapper());

    @Test
    void aBareJsonAnswerBecomesAModelPlan() {
        Plan plan = accepted(ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN));

        assertThat(plan.source()).isEqualTo(PlanSource.MODEL);
        assertThat(plan.taskType()).isEqualTo(TaskType.FEATURE);
        assertThat(plan.plan()).extracting(PlanStep::action)
                .containsExactly("analyzeProblem", "implementCsvExport", "implementBackgroundExport", "testExports");
        assertThat(plan.notes()).first().asString().contains("test-model-1").contains("checked by the service");
        assertThat(plan.notes()).contains("Model: Assumes the existing job queue can be reused");
    }

    @Test
    void requirementsQuotedWithOtherCaseOrSpacingAreMappedToTheInputText() {
        Plan plan = accepted(ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN));

        assertThat(plan.plan().get(2).requirement()).isEqualTo("Large exports run in the background");
    }

    @Test
    void aJsonFenceWithProseAroundIsTolerated() {
        Plan plan = accepted(ModelAnswers.samplingResult(
                "Here is the plan:\n```json\n" + ModelAnswers.VALID_PLAN + "```\nGood luck!"));

        assertThat(plan.plan()).hasSize(4);
    }

    @Test
    void proseAroundABareObjectIsTolerated() {
        Plan plan = accepted(ModelAnswers.samplingResult("Sure. " + ModelAnswers.VALID_PLAN + " Done."));

        assertThat(plan.plan()).hasSize(4);
    }

    @Test
    void contentAsAnArrayOfBlocksIsRead() {
        ObjectNode result = ModelAnswers.samplingResult("");
        result.putArray("content").addObject().put("type", "text").put("text", ModelAnswers.VALID_PLAN);

        assertThat(accepted(result).plan()).hasSize(4);
    }

    @Test
    void aDifferentTaskTypeFromTheModelIsKeptAndNoted() {
        Classification research = new Classification(TaskType.RESEARCH, List.of(), List.of("options"), true);

        ModelPlanVerdict verdict = reader.read(ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN), REQUEST,
                research);

        Plan plan = ((ModelPlanVerdict.Accepted) verdict).plan();
        assertThat(plan.taskType()).isEqualTo(TaskType.FEATURE);
        assertThat(plan.notes()).contains("The service's rules classified the task as research; the model chose "
                + "feature.");
    }

    private Plan accepted(ObjectNode samplingResult) {
        return assertThat(reader.read(samplingResult, REQUEST, CLASSIFIED))
                .asInstanceOf(type(ModelPlanVerdict.Accepted.class))
                .actual().plan();
    }
}

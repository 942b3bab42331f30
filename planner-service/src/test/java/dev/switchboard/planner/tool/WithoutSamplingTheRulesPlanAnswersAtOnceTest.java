package dev.switchboard.planner.tool;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.planner.plan.PlanSchemas;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.planner.tool.PlannerCalls.arguments;
import static dev.switchboard.planner.tool.PlannerCalls.firstCall;
import static dev.switchboard.planner.tool.PlannerCalls.generatePlan;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class WithoutSamplingTheRulesPlanAnswersAtOnceTest {

    @Test
    void theRulesPlanComesBackCompleteAndMatchesTheOutputSchema() throws Exception {
        ObjectNode arguments = arguments("Fix the crash when saving a profile with an empty name",
                List.of("Saving with an empty name shows a validation message"));
        arguments.put("constraints", "Ship as a patch release; No database migration");

        String body = generatePlan(firstCall(arguments, false)).statusCode(200).extract().asString();
        JsonNode result = PlannerCalls.JSON.readTree(body);

        assertThat(result.path("resultType").asText()).isEqualTo("complete");
        JsonNode plan = result.path("structuredContent");
        assertThat(plan.path("source").asText()).isEqualTo("rules");
        assertThat(plan.path("taskType").asText()).isEqualTo("bugFix");
        assertThat(plan.path("plan").get(0).path("action").asText()).isEqualTo("reproduceBug");
        assertThat(plan.path("plan").findValuesAsText("action")).contains("checkConstraint");
        assertThat(plan.path("plan").findValuesAsText("description"))
                .anyMatch(text -> text.endsWith("No database migration"));
        assertThat(ArgumentSchema.compile("output", PlanSchemas.output()).validate(plan)).isEmpty();
        assertThat(PlannerCalls.JSON.readTree(result.path("content").get(0).path("text").asText())).isEqualTo(plan);
    }

    @Test
    void theSeedShapeWorksWithRequirementsAsText() {
        ObjectNode arguments = PlannerCalls.JSON.createObjectNode().put("task", "Add a user profile page")
                .put("requirements", "Shows avatar\nEditable bio");

        String requirement = generatePlan(firstCall(arguments, false)).statusCode(200)
                .extract().path("structuredContent.plan.find { it.phase == 'build' }.requirement");

        assertThat(requirement).isEqualTo("Shows avatar");
    }
}

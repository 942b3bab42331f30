package dev.switchboard.planner.model;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSchemas;
import dev.switchboard.planner.plan.TaskType;

import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static org.assertj.core.api.Assertions.assertThat;

class SamplingRequestCarriesTaskRequirementsAndSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ObjectNode params = new ModelPlanRequest(JSON, 2048).samplingParams(
            PlanRequest.of("Speed up search", List.of("p99 under 300 ms", "No extra servers"),
                    List.of("Same results as today")),
            new Classification(TaskType.PERFORMANCE, List.of("speed"), List.of(), true));

    @Test
    void itIsAValidCreateMessageRequest() {
        assertThatJson(params).isObject().containsKeys("messages", "maxTokens", "systemPrompt");
        assertThatJson(params).node("maxTokens").isEqualTo(2048);
        assertThatJson(params).node("messages[0].role").isEqualTo("user");
        assertThatJson(params).node("messages[0].content.type").isEqualTo("text");
        assertThatJson(params).node("modelPreferences.intelligencePriority").isNumber();
        assertThat(params.path("systemPrompt").asText()).contains("JSON");
    }

    @Test
    void theMessageHoldsTaskNumberedRequirementsConstraintsAndSchema() throws Exception {
        String text = params.path("messages").get(0).path("content").path("text").asText();

        assertThat(text).contains("Task: Speed up search")
                .contains("1. p99 under 300 ms\n2. No extra servers")
                .contains("- Same results as today")
                .contains("as the planner classified it: performance")
                .contains(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(PlanSchemas.modelAnswer()));
    }
}

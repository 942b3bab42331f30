package dev.switchboard.planner.model;

import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Sampling results as a client returns them, around plans a model might write. */
public final class ModelAnswers {

    public static final String TASK = "Add CSV export to the reports page";
    public static final List<String> REQUIREMENTS = List.of("Users can export any report as CSV",
            "Large exports run in the background");

    /** A plan for {@link #TASK} that keeps every rule. */
    public static final String VALID_PLAN = """
            {"taskType":"feature","plan":[
             {"id":1,"action":"analyzeProblem","description":"Clarify the export formats and limits","dependsOn":[],
              "deliverable":"Scope note","estimate":"S","phase":"understand"},
             {"id":2,"action":"implementCsvExport","description":"Add the CSV writer and the export button",
              "dependsOn":[1],"requirement":"Users can export any report as CSV","deliverable":"CSV export",
              "estimate":"M","phase":"build"},
             {"id":3,"action":"implementBackgroundExport","description":"Run large exports as background jobs",
              "dependsOn":[1],"requirement":"large exports run in the  background","deliverable":"Background job",
              "estimate":"L","phase":"build"},
             {"id":4,"action":"testExports","description":"Test both export paths end to end","dependsOn":[2,3],
              "requirement":"Users can export any report as CSV","deliverable":"Passing tests","estimate":"S",
              "phase":"verify"}
            ],"notes":["Assumes the existing job queue can be reused"]}
            """;

    private static final ObjectMapper JSON = new ObjectMapper();

    private ModelAnswers() {
    }

    /** A {@code sampling/createMessage} result whose single text block is {@code text}. */
    public static ObjectNode samplingResult(String text) {
        ObjectNode result = JSON.createObjectNode().put("role", "assistant");
        result.putObject("content").put("type", "text").put("text", text);
        return result.put("model", "test-model-1").put("stopReason", "endTurn");
    }
}

package dev.switchboard.contract.kit;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;

/** Test tool that supports tasks: it wants one only for more than ten items, and reports whether it ran in one. */
@ApplicationScoped
public class LongTool implements ServiceTool {

    private final ObjectMapper json;

    LongTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = json.createObjectNode().put("type", "object");
        schema.putObject("properties").putObject("items").put("type", "integer");
        return ToolDescriptor.of("kitLong", "Long", "Long work", schema, null).withTaskSupport(TaskSupport.OPTIONAL);
    }

    @Override
    public boolean runsAsTask(ToolCall call) {
        return call.arguments().path("items").asInt() > 10;
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.structured(json.createObjectNode().put("inTask", call.context().inTask())
                .put("taskId", call.context().taskId()));
    }
}

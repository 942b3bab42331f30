package dev.switchboard.contract.kit;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import io.vertx.core.Context;

/** Test tool that never blocks and says which kind of thread ran it; its {@code padding} argument is ignored. */
@ApplicationScoped
public class WhereTool implements ServiceTool {

    private final ObjectMapper json;

    WhereTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = json.createObjectNode().put("type", "object");
        schema.putObject("properties").putObject("padding").put("type", "string");
        return ToolDescriptor.of("kitWhere", "Where", "Says which thread ran it", schema, null);
    }

    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.structured(json.createObjectNode()
                .put("eventLoop", Context.isOnEventLoopThread())
                .put("virtual", Thread.currentThread().isVirtual()));
    }
}

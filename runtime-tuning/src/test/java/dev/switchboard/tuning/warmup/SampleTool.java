package dev.switchboard.tuning.warmup;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** Test tool: echoes its text, and gives sample arguments, so a warm-up calls it. */
@ApplicationScoped
public class SampleTool implements ServiceTool {

    /** Calls so far, warm-up included. */
    static final AtomicLong CALLS = new AtomicLong();

    private final ObjectMapper json;

    SampleTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = json.createObjectNode().put("type", "object");
        schema.putObject("properties").putObject("text").put("type", "string").put("minLength", 1);
        schema.putArray("required").add("text");
        return ToolDescriptor.of("tuningEcho", "Echo", "Echoes text", schema, null);
    }

    @Override
    public Optional<ObjectNode> sampleArguments(long round) {
        return Optional.of(json.createObjectNode().put("text", "warm-up round " + round));
    }

    @Override
    public ToolResult call(ToolCall call) {
        CALLS.incrementAndGet();
        return ToolResult.structured(json.createObjectNode().put("echo", call.arguments().path("text").asText()));
    }
}

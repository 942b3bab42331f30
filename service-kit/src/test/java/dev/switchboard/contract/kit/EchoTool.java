package dev.switchboard.contract.kit;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;

/**
 * Test tool: echoes its text, reporting progress and a log line on the way; {@code explode} throws an exception,
 * {@code unloadable} an {@link Error}, {@code give up} ends the call in a JSON-RPC error (-32603) by design, and
 * {@code stop midway} does so after its first progress event.
 */
@ApplicationScoped
public class EchoTool implements ServiceTool {

    /** Calls so far, warm-up included. */
    static final AtomicLong CALLS = new AtomicLong();

    private final ObjectMapper json;

    EchoTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = json.createObjectNode().put("type", "object");
        schema.putObject("properties").putObject("text").put("type", "string").put("minLength", 1);
        schema.putArray("required").add("text");
        return ToolDescriptor.of("kitEcho", "Echo", "Echoes text", schema, null);
    }

    /** Echoing has no side effects: the kit may warm it up (when a test turns the warm-up on). */
    @Override
    public Optional<ObjectNode> sampleArguments(long round) {
        return Optional.of(json.createObjectNode().put("text", "warm-up round " + round));
    }

    @Override
    public ToolResult call(ToolCall call) {
        CALLS.incrementAndGet();
        String text = call.arguments().path("text").asText();
        if (text.equals("explode")) {
            throw new IllegalStateException("boom with a secret stack trace");
        }
        if (text.equals("unloadable")) {
            throw new NoClassDefFoundError("a secret class this tool could not load");
        }
        if (text.equals("give up")) {
            throw new ContractException(400, new ContractError(ContractError.INTERNAL_ERROR, "gave up by design", null));
        }
        call.events().progress(0, 2.0, "starting");
        if (text.equals("stop midway")) {
            throw new ContractException(400, new ContractError(ContractError.INTERNAL_ERROR, "stopped midway", null));
        }
        call.events().log("debug", "echo", json.getNodeFactory().textNode("too quiet"));
        call.events().log("info", "echo", json.getNodeFactory().textNode("echoing"));
        call.events().progress(2, 2.0, null);
        return ToolResult.structured(json.createObjectNode().put("echo", text));
    }
}

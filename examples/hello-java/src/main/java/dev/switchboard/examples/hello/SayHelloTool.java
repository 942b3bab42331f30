package dev.switchboard.examples.hello;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code sayHello}: says hello to a name. The kit validates the arguments, serves the route and registers the service.
 * Tool names are one namespace across every service of a gateway: the kit does not register a service whose tool name
 * another live service already has (the conformance fixtures have a {@code greet}).
 */
@ApplicationScoped
public class SayHelloTool implements ServiceTool {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final ObjectNode INPUT = schema("""
            {"type": "object",
             "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 100,
                                     "description": "Who to greet."}},
             "required": ["name"], "additionalProperties": false}
            """);

    private static final ObjectNode OUTPUT = schema("""
            {"type": "object",
             "properties": {"greeting": {"type": "string"}},
             "required": ["greeting"]}
            """);

    @Override
    public ToolDescriptor descriptor() {
        return ToolDescriptor.of("sayHello", "Say hello", "Says hello to someone by name.", INPUT, OUTPUT)
                .withAnnotations(JSON.createObjectNode().put("readOnlyHint", true).put("openWorldHint", false));
    }

    @Override
    public ToolResult call(ToolCall call) {
        String name = call.arguments().path("name").asText();
        return ToolResult.structured(JSON.createObjectNode().put("greeting", "Hello, " + name + "!"));
    }

    private static ObjectNode schema(String json) {
        try {
            return (ObjectNode) JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A schema of sayHello is not JSON", e);
        }
    }
}

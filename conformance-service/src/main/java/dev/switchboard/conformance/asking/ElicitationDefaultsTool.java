package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_elicitation_sep1034_defaults}: a form whose every field has a default (SEP-1034): a string, an integer,
 * a number, a string enum and a boolean.
 */
@ApplicationScoped
public class ElicitationDefaultsTool extends FormTool {

    static final String NAME = "test_elicitation_sep1034_defaults";

    private final Form form;

    public ElicitationDefaultsTool() {
        ObjectNode schema = Asks.object().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("name").put("type", "string").put("title", "Name").put("default", "John Doe");
        properties.putObject("age").put("type", "integer").put("title", "Age").put("minimum", 0).put("maximum", 150)
                .put("default", 30);
        properties.putObject("score").put("type", "number").put("title", "Score").put("minimum", 0)
                .put("maximum", 100).put("default", 95.5);
        ObjectNode status = properties.putObject("status").put("type", "string").put("title", "Status");
        status.putArray("enum").add("active").add("inactive").add("pending");
        status.put("default", "active");
        properties.putObject("verified").put("type", "boolean").put("title", "Verified").put("default", true);
        schema.putArray("required").add("name").add("age").add("score").add("status").add("verified");
        this.form = new Form(NAME, schema);
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Form with defaults",
                "Shows the user a form whose fields all have defaults (name \"John Doe\", age 30, score 95.5, "
                        + "status \"active\", verified true), then answers with the user's action and the fields. "
                        + "Needs a client that supports elicitation. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected Form form() {
        return form;
    }

    @Override
    protected String message(ToolCall call) {
        return "Check these profile details; every field is filled in with its default.";
    }
}

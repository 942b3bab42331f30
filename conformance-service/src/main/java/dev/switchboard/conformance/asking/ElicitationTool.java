package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_elicitation}: shows the caller's message above a form asking for a user name and an e-mail address. */
@ApplicationScoped
public class ElicitationTool extends FormTool {

    static final String NAME = "test_elicitation";

    private final Form form;

    public ElicitationTool() {
        ObjectNode schema = Asks.object().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("username").put("type", "string").put("title", "User name")
                .put("description", "The name you go by");
        properties.putObject("email").put("type", "string").put("format", "email").put("title", "E-mail")
                .put("description", "Where to reach you");
        schema.putArray("required").add("username").add("email");
        this.form = new Form(NAME, schema);
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = FixtureDescriptors.objectSchema();
        schema.withObjectProperty("properties").putObject("message").put("type", "string").put("minLength", 1)
                .put("maxLength", 2_000).put("description", "The text shown to the user above the form");
        schema.putArray("required").add("message");
        return FixtureDescriptors.tool(NAME, "Ask the user",
                "Shows the message to the user with a form asking for a user name and an e-mail address (MCP "
                        + "elicitation), then answers with the user's action and the fields. Needs a client that "
                        + "supports elicitation.",
                schema, null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected Form form() {
        return form;
    }

    @Override
    protected String message(ToolCall call) {
        return call.arguments().path("message").asText();
    }
}

package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_elicitation_sep1330_enums}: a form with each enum shape SEP-1330 defines: untitled and titled single
 * choice, the legacy {@code enumNames} form, and untitled and titled multiple choice.
 */
@ApplicationScoped
public class ElicitationEnumsTool extends FormTool {

    static final String NAME = "test_elicitation_sep1330_enums";

    private final Form form;

    public ElicitationEnumsTool() {
        ObjectNode schema = Asks.object().put("type", "object");
        ObjectNode properties = schema.putObject("properties");

        ObjectNode untitledSingle = properties.putObject("untitledSingle").put("type", "string")
                .put("title", "Pick one");
        untitledSingle.putArray("enum").add("option1").add("option2").add("option3");

        ObjectNode titledSingle = properties.putObject("titledSingle").put("type", "string")
                .put("title", "Pick one (titled)");
        titled(titledSingle.putArray("oneOf"), "value", "Option");

        ObjectNode legacy = properties.putObject("legacyEnum").put("type", "string").put("title", "Pick one (legacy)");
        legacy.putArray("enum").add("opt1").add("opt2").add("opt3");
        legacy.putArray("enumNames").add("Option One").add("Option Two").add("Option Three");

        ObjectNode untitledMulti = properties.putObject("untitledMulti").put("type", "array")
                .put("title", "Pick any");
        untitledMulti.putObject("items").put("type", "string").putArray("enum").add("option1").add("option2")
                .add("option3");

        ObjectNode titledMulti = properties.putObject("titledMulti").put("type", "array")
                .put("title", "Pick any (titled)");
        titled(titledMulti.putObject("items").putArray("anyOf"), "value", "Choice");

        schema.putArray("required").add("untitledSingle").add("titledSingle").add("legacyEnum");
        this.form = new Form(NAME, schema);
    }

    private static void titled(ArrayNode choices, String valuePrefix, String titlePrefix) {
        String[] ordinals = { "First", "Second", "Third" };
        for (int i = 0; i < ordinals.length; i++) {
            choices.addObject().put("const", valuePrefix + (i + 1)).put("title", ordinals[i] + " " + titlePrefix);
        }
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Form with enums",
                "Shows the user a form with five kinds of choice fields (untitled and titled single choice, legacy "
                        + "enumNames, untitled and titled multiple choice), then answers with the user's action and "
                        + "the fields. Needs a client that supports elicitation. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected Form form() {
        return form;
    }

    @Override
    protected String message(ToolCall call) {
        return "Make your choices.";
    }
}

package dev.switchboard.conformance.prompts;

import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/**
 * {@code test_input_required_result_prompt}: {@code prompts/get} can need input too. The prompt asks the user for
 * context (elicitation under the key {@code user_context}) and writes it into its message; a client that cannot show
 * forms gets the prompt without it.
 */
@ApplicationScoped
public class InputRequiredPrompt implements ServicePrompt {

    static final String NAME = "test_input_required_result_prompt";
    static final String KEY = "user_context";

    private final Form form;

    public InputRequiredPrompt() {
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
        schema.putObject("properties").putObject("context").put("type", "string").put("minLength", 1)
                .put("title", "Context").put("description", "What the prompt should take into account");
        schema.putArray("required").add("context");
        this.form = new Form(NAME, schema);
    }

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Prompt that asks for context",
                "Asks the user what context to use (elicitation under the key user_context) and writes it into the "
                        + "prompt's message.",
                List.of(), null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return message("no context: the client cannot show forms, so none was asked for");
        }
        JsonNode reply = call.inputResponses().get(KEY);
        if (reply == null || reply.isNull()) {
            return new InputRequired(Map.of(KEY, form.request("What context should the prompt use?")), null);
        }
        ElicitationAnswer answer;
        try {
            answer = form.read(reply);
        } catch (MalformedAnswerException e) {
            throw InputFailures.malformedAnswer("prompt " + NAME, KEY, e);
        }
        return switch (answer) {
            case ElicitationAnswer.Accepted accepted -> message(accepted.content().path("context").asText());
            case ElicitationAnswer other -> message("no context: the user chose " + other.action());
        };
    }

    private static PromptResult message(String context) {
        return PromptResult.of("A prompt built with the user's context",
                PromptMessage.user(Content.text("Answer with this context in mind: " + context)));
    }
}

package dev.switchboard.conformance.asking;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.contract.state.InvalidStateException;

/**
 * Asks several things at once, only of the kinds the client declared, and answers once every question has an answer.
 * Answers already given travel in the sealed {@code requestState}, so a retry that brings only some of them is asked
 * only for the rest.
 */
abstract class CollectingTool implements ServiceTool {

    /** One question: its key, the capability it needs, the request, and how to summarise the reply in words. */
    record Question(String key, ClientCapability capability, InputRequest request, Function<JsonNode, String> summary) {
    }

    protected abstract RoundStates states();

    protected abstract List<Question> questions();

    @Override
    public ToolResult call(ToolCall call) {
        List<Question> askable = questions().stream()
                .filter(question -> question.capability().declaredBy(call.context()))
                .toList();
        if (askable.isEmpty()) {
            return ToolResult.of(Content.text("Nothing to ask: the client declared none of the capabilities these "
                    + "questions need (sampling, elicitation, roots)."));
        }
        ObjectNode collected = call.requestState() == null ? Asks.object() : collectedSoFar(call);
        List<Question> missing = new ArrayList<>();
        for (Question question : askable) {
            if (collected.has(question.key())) {
                continue;
            }
            JsonNode reply = call.inputResponses().get(question.key());
            if (reply == null || reply.isNull()) {
                missing.add(question);
                continue;
            }
            try {
                collected.put(question.key(), question.summary().apply(reply));
            } catch (MalformedAnswerException e) {
                throw InputFailures.malformedAnswer(call.tool(), question.key(), e);
            }
        }
        if (missing.isEmpty()) {
            List<String> lines = askable.stream()
                    .map(question -> question.key() + " = " + collected.path(question.key()).asText())
                    .toList();
            return ToolResult.of(Content.text("Collected " + lines.size() + " answer" + (lines.size() == 1 ? "" : "s")
                    + ": " + String.join("; ", lines)));
        }
        Map<String, InputRequest> requests = new LinkedHashMap<>();
        missing.forEach(question -> requests.put(question.key(), question.request()));
        ObjectNode data = Asks.object();
        data.set("answers", collected);
        return new InputRequired(requests, Asks.sealState(states(), call, data));
    }

    private ObjectNode collectedSoFar(ToolCall call) {
        JsonNode answers = Asks.openState(states(), call).get("answers");
        if (answers == null || !answers.isObject()) {
            throw InputFailures.invalidState(call.tool(), new InvalidStateException("malformed"));
        }
        return answers.deepCopy();
    }
}

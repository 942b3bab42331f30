package dev.switchboard.gateway.clientinput;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ResultTypes;
import dev.switchboard.gateway.request.RequestContext;

/**
 * A durable task's worker: the service's input requests and its own {@code requestState} are handed back as they are,
 * for the task to keep in Redis until the client answers; no thread waits for the answers. A round that asks the
 * client nothing (state only) is retried at once.
 */
@ApplicationScoped
class TaskInputs {

    private final ObjectMapper json;

    TaskInputs(ObjectMapper json) {
        this.json = json;
    }

    InputStep obtain(RequestContext request, String target, InputRequired required) {
        if (required.inputRequests().isEmpty()) {
            return new InputStep.Retry(new InputRound(Map.of(), required.requestState()));
        }
        ObjectNode result = json.createObjectNode().put(ResultTypes.FIELD, ResultTypes.INPUT_REQUIRED);
        result.set("inputRequests", json.valueToTree(required.inputRequests()));
        if (required.requestState() != null) {
            result.put("requestState", required.requestState());
        }
        return new InputStep.Answer(result);
    }
}

package dev.switchboard.gateway.clientinput;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.request.RequestContext;

/**
 * A durable task's worker: the service's input requests and its own {@code requestState} are handed back as they are,
 * for the task to keep in Redis until the client answers; no thread waits for the answers. A round that asks the
 * client nothing (state only) is retried at once.
 */
@ApplicationScoped
class TaskInputs {

    InputStep obtain(RequestContext request, String target, InputRequired required) {
        if (required.inputRequests().isEmpty()) {
            return new InputStep.Retry(new InputRound(Map.of(), required.requestState()));
        }
        return new InputStep.Answer(required);
    }
}

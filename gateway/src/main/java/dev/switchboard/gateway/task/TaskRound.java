package dev.switchboard.gateway.task;

import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.sessionstore.task.TaskRecord;

/**
 * One round of a task's call: what the worker runs each time the task is (re)started or resumed. The tools handler
 * implements it, so the task machinery knows nothing of catalogues, services or tenants.
 */
public interface TaskRound {

    /**
     * Calls the task's tool with {@code answers} (keyed as the service asked) and the service's {@code state} from
     * the previous round, for at most {@code timeLeft}, until it completes, needs the client, fails, or is cancelled.
     */
    RoundEnd run(TaskRecord task, Map<String, JsonNode> answers, String state, Cancellation cancellation,
            Duration timeLeft);
}

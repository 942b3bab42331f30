package dev.switchboard.sessionstore.task;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A task's exchange of input with its client. Keys the client sees are the task's own: unique over the task's life
 * (the service may reuse its keys from round to round), mapped to the service's keys by {@code keyMap}.
 *
 * @param outstanding the input requests still unanswered, by task key (empty unless {@code input_required})
 * @param keyMap task key → service key, for the current round
 * @param usedKeys every task key handed out so far
 * @param answers the current round's answers received so far, by task key
 * @param serviceState the service's {@code requestState} for the current round, or null
 */
public record TaskInput(ObjectNode outstanding, Map<String, String> keyMap, Set<String> usedKeys,
        Map<String, JsonNode> answers, String serviceState) {

    public static final TaskInput NONE = new TaskInput(null, Map.of(), Set.of(), Map.of(), null);

    public TaskInput {
        outstanding = outstanding == null ? JsonNodeFactory.instance.objectNode() : outstanding;
        keyMap = Map.copyOf(keyMap);
        usedKeys = Set.copyOf(usedKeys);
        answers = Map.copyOf(answers);
    }

    /** The current round's answers keyed as the service asked for them. */
    public Map<String, JsonNode> answersForService() {
        Map<String, JsonNode> byServiceKey = new LinkedHashMap<>();
        answers.forEach((taskKey, answer) -> byServiceKey.put(keyMap.getOrDefault(taskKey, taskKey), answer));
        return byServiceKey;
    }
}

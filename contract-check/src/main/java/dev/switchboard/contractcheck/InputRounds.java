package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.sse.SseDecoder;
import dev.switchboard.contract.sse.SseEvent;
import dev.switchboard.contract.sse.SseException;
import dev.switchboard.contract.sse.SseLimit;

/**
 * The rounds of a call that asks for the client's input, played as the gateway plays them: the answer a round ended in
 * (JSON, or the {@code result} event of a stream), and the retry that answers its requests as a client would that
 * declines every question, has no roots and samples one sentence. A service may hold an upstream request open until
 * the retry comes (a bridge does), so every round is answered.
 */
final class InputRounds {

    /** The gateway's default limit of input rounds per request ({@code gateway.input.max-rounds}). */
    static final int MAX_ROUNDS = 8;
    private static final SseLimit NO_LIMIT = new SseLimit(Long.MAX_VALUE, "none");

    private InputRounds() {
    }

    /**
     * The JSON a 200 answer ended in: its body, or the data of its stream's {@code result} event; missing when it
     * ended in an {@code error} event or cannot be read (the contract check names why).
     */
    static JsonNode ending(HttpResponse<byte[]> answer) {
        String type = answer.headers().firstValue("Content-Type").orElse("");
        try {
            if (!type.startsWith("text/event-stream")) {
                return ServiceUnderCheck.JSON.readTree(answer.body());
            }
            List<SseEvent> events = new ArrayList<>();
            SseDecoder decoder = new SseDecoder(NO_LIMIT, NO_LIMIT, events::add);
            decoder.feed(answer.body(), 0, answer.body().length);
            decoder.end();
            for (SseEvent event : events) {
                if (event.event().equals(StreamEvents.RESULT)) {
                    return ServiceUnderCheck.JSON.readTree(event.data());
                }
            }
        } catch (IOException | SseException e) {
            // named by the contract check
        }
        return ServiceUnderCheck.JSON.missingNode();
    }

    static boolean needsInput(JsonNode ending) {
        return ending.path("resultType").asText().equals("input_required");
    }

    /** Makes {@code body} the retry that answers {@code inputRequired}. */
    static void answer(ObjectNode body, JsonNode inputRequired) {
        body.set("inputResponses", answers(inputRequired.path("inputRequests")));
        if (inputRequired.path("requestState").isTextual()) {
            body.put("requestState", inputRequired.get("requestState").asText());
        } else {
            body.remove("requestState");
        }
    }

    private static ObjectNode answers(JsonNode requests) {
        ObjectNode answers = ServiceUnderCheck.JSON.createObjectNode();
        requests.properties().forEach(request -> {
            ObjectNode answer = answers.putObject(request.getKey());
            switch (request.getValue().path("method").asText()) {
                case InputRequest.ELICITATION -> answer.put("action", "decline");
                case InputRequest.ROOTS -> answer.putArray("roots");
                default -> {
                    answer.put("role", "assistant").put("model", "contract-check").put("stopReason", "endTurn");
                    answer.putObject("content").put("type", "text").put("text", "A sample answer from contract-check.");
                }
            }
        });
        return answers;
    }
}

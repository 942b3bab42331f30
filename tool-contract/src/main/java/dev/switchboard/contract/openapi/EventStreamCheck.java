package dev.switchboard.contract.openapi;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.sse.SseDecoder;
import dev.switchboard.contract.sse.SseEvent;
import dev.switchboard.contract.sse.SseException;
import dev.switchboard.contract.sse.SseLimit;

/**
 * A streamed answer held against its media type's {@code x-sse-events}: decoded as the gateway decodes it (its decoder,
 * its default caps), each event's data JSON valid for its name, and exactly one {@code result} or {@code error} event,
 * the last. Against the closed document an event it does not name is a problem too (the gateway skips it).
 */
final class EventStreamCheck {

    /** The gateway's default caps ({@code gateway.forward.max-event-size}, {@code gateway.forward.max-reply-size}). */
    private static final SseLimit MAX_EVENT = new SseLimit(4L * 1024 * 1024, "gateway.forward.max-event-size");
    private static final SseLimit MAX_REPLY = new SseLimit(16L * 1024 * 1024, "gateway.forward.max-reply-size");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ContractDocument contract;
    private final ContractDocument.Located events;
    private final boolean onlyNamedEvents;
    private final String what;

    EventStreamCheck(ContractDocument contract, ContractDocument.Located events, boolean onlyNamedEvents,
            String what) {
        this.contract = contract;
        this.events = events;
        this.onlyNamedEvents = onlyNamedEvents;
        this.what = what;
    }

    List<String> check(byte[] body) {
        List<SseEvent> received = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        SseDecoder decoder = new SseDecoder(MAX_EVENT, MAX_REPLY, received::add);
        try {
            decoder.feed(body, 0, body.length);
            decoder.end();
        } catch (SseException e) {
            problems.add(what + " is not a valid event stream as the gateway reads it: " + e.getMessage());
        }
        boolean finished = false;
        for (int i = 0; i < received.size(); i++) {
            SseEvent event = received.get(i);
            String which = what + ", event " + (i + 1) + " '" + event.event() + "'";
            if (finished) {
                problems.add(which + " comes after the final result or error; the gateway has stopped reading");
            }
            finished |= event.event().equals(StreamEvents.RESULT) || event.event().equals(StreamEvents.ERROR);
            ContractDocument.Located schema = events.child(event.event());
            if (schema.node().isMissingNode()) {
                if (!onlyNamedEvents) {
                    continue;
                }
                List<String> names = new ArrayList<>();
                events.node().fieldNames().forEachRemaining(names::add);
                problems.add(which + " is not an event of the contract (" + String.join(", ", names)
                        + "); the gateway ignores it");
                continue;
            }
            JsonNode data;
            try {
                data = JSON.readTree(event.data());
            } catch (JsonProcessingException e) {
                problems.add(which + " has data that is not JSON: " + e.getOriginalMessage());
                continue;
            }
            if (data == null || data.isMissingNode()) {
                problems.add(which + " has no data");
                continue;
            }
            problems.addAll(contract.validate(schema, data, which));
        }
        if (!finished) {
            problems.add(what + " ended without a '" + StreamEvents.RESULT + "' or '" + StreamEvents.ERROR
                    + "' event; the gateway counts the call as failed");
        }
        return problems;
    }
}

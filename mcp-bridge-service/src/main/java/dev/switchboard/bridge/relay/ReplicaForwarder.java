package dev.switchboard.bridge.relay;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.kit.CallEvents;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.PeerReplicas;
import dev.switchboard.contract.sse.SseDecoder;
import dev.switchboard.contract.sse.SseEvent;
import dev.switchboard.contract.sse.SseException;
import dev.switchboard.contract.sse.SseLimit;

/**
 * Hands a retry to the replica that holds its upstream call: the kit re-sends the internal request as the gateway sent
 * it, token included ({@link PeerReplicas}), streamed, and that replica's progress and log events are passed on to
 * this call's events and its result returned as it answered it. What it reads is capped ({@code bridge.forward.*}).
 */
@ApplicationScoped
public class ReplicaForwarder {

    private static final int READ_SIZE = 8192;

    private final PeerReplicas peers;
    private final ObjectMapper json;
    private final SseLimit maxEvent;
    private final SseLimit maxReply;

    ReplicaForwarder(PeerReplicas peers, ObjectMapper json, BridgeConfig config) {
        this.peers = peers;
        this.json = json;
        this.maxEvent = new SseLimit(config.forward().maxEventSize().asLongValue(), "bridge.forward.max-event-size");
        this.maxReply = new SseLimit(config.forward().maxReplySize().asLongValue(), "bridge.forward.max-reply-size");
    }

    /** The contract result (JSON with {@code resultType}) the other replica answered to the call of {@code events}. */
    JsonNode forward(String replicaUrl, CallEvents events, Duration timeout) {
        try {
            HttpResponse<InputStream> response = peers.forward(events, replicaUrl, timeout);
            String type = response.headers().firstValue("Content-Type").orElse("");
            try (InputStream answer = response.body()) {
                if (!type.startsWith("text/event-stream")) {
                    return readWhole(answer, response.statusCode());
                }
                return readStream(answer, events);
            }
        } catch (IOException e) {
            throw new ReplicaUnreachableException(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ReplicaUnreachableException("interrupted");
        }
    }

    private JsonNode readWhole(InputStream body, int status) throws IOException {
        byte[] bytes = body.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxReply.bytes() + 1));
        if (bytes.length > maxReply.bytes()) {
            throw new ReplicaReplyTooLargeException(maxReply.refusal("the reply"));
        }
        JsonNode answer = json.readTree(bytes);
        if (status != 200) {
            throw new ContractException(status, json.treeToValue(answer, ContractError.class));
        }
        return answer;
    }

    private JsonNode readStream(InputStream body, CallEvents events) throws IOException {
        Deque<SseEvent> decoded = new ArrayDeque<>();
        SseDecoder decoder = new SseDecoder(maxEvent, maxReply, decoded::add);
        byte[] chunk = new byte[READ_SIZE];
        try {
            for (int read = body.read(chunk); read >= 0; read = body.read(chunk)) {
                decoder.feed(chunk, 0, read);
                for (SseEvent event = decoded.poll(); event != null; event = decoded.poll()) {
                    JsonNode result = relay(event, events);
                    if (result != null) {
                        return result;
                    }
                }
            }
            decoder.end();
        } catch (SseException e) {
            if (e.reason() == SseException.Reason.ENDED_MID_EVENT) {
                throw new ReplicaUnreachableException(e.getMessage());
            }
            throw new ReplicaReplyTooLargeException(e.getMessage());
        }
        throw new ReplicaUnreachableException("the replica closed the stream without a result");
    }

    /** Passes a progress or log event on; the result, or null while the call goes on. */
    private JsonNode relay(SseEvent event, CallEvents events) throws IOException {
        switch (event.event()) {
            case StreamEvents.PROGRESS -> {
                JsonNode data = json.readTree(event.data());
                events.progress(data.path("progress").asDouble(),
                        data.hasNonNull("total") ? data.get("total").asDouble() : null,
                        data.path("message").asText(null));
            }
            case StreamEvents.LOG -> {
                JsonNode data = json.readTree(event.data());
                events.log(data.path("level").asText("info"), data.path("logger").asText(null), data.get("data"));
            }
            case StreamEvents.RESULT -> {
                return json.readTree(event.data());
            }
            case StreamEvents.ERROR -> {
                JsonNode data = json.readTree(event.data());
                throw new ContractException(data.path("code").asInt() == ContractError.INVALID_PARAMS ? 400 : 500,
                        json.treeToValue(data, ContractError.class));
            }
        }
        return null;
    }

    /** The other replica could not be reached or broke off. */
    static final class ReplicaUnreachableException extends RuntimeException {
        ReplicaUnreachableException(String message) {
            super(message);
        }
    }

    /** The other replica's answer went over a {@code bridge.forward.*} cap; the message names it. */
    static final class ReplicaReplyTooLargeException extends RuntimeException {
        ReplicaReplyTooLargeException(String message) {
            super(message);
        }
    }
}

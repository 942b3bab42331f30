package dev.switchboard.bridge.relay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.kit.CallEvents;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.PeerReplicas;

/**
 * Hands a retry to the replica that holds its upstream call: the kit re-sends the internal request as the gateway sent
 * it, token included ({@link PeerReplicas}), streamed, and that replica's progress and log events are passed on to
 * this call's events and its result returned as it answered it.
 */
@ApplicationScoped
public class ReplicaForwarder {

    private final PeerReplicas peers;
    private final ObjectMapper json;

    ReplicaForwarder(PeerReplicas peers, ObjectMapper json) {
        this.peers = peers;
        this.json = json;
    }

    /** The contract result (JSON with {@code resultType}) the other replica answered to the call of {@code events}. */
    JsonNode forward(String replicaUrl, CallEvents events, Duration timeout) {
        try {
            HttpResponse<InputStream> response = peers.forward(events, replicaUrl, timeout);
            String type = response.headers().firstValue("Content-Type").orElse("");
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                if (!type.startsWith("text/event-stream")) {
                    JsonNode answer = json.readTree(reader);
                    if (response.statusCode() != 200) {
                        throw new ContractException(response.statusCode(), json.treeToValue(answer, ContractError.class));
                    }
                    return answer;
                }
                return readStream(reader, events);
            }
        } catch (IOException e) {
            throw new ReplicaUnreachableException(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ReplicaUnreachableException("interrupted");
        }
    }

    private JsonNode readStream(BufferedReader reader, CallEvents events) throws IOException {
        String event = null;
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.startsWith("event:")) {
                event = line.substring(6).trim();
            } else if (line.startsWith("data:") && event != null) {
                JsonNode data = json.readTree(line.substring(5).trim());
                switch (event) {
                    case StreamEvents.PROGRESS -> events.progress(data.path("progress").asDouble(),
                            data.hasNonNull("total") ? data.get("total").asDouble() : null,
                            data.path("message").asText(null));
                    case StreamEvents.LOG -> events.log(data.path("level").asText("info"),
                            data.path("logger").asText(null), data.get("data"));
                    case StreamEvents.RESULT -> {
                        return data;
                    }
                    case StreamEvents.ERROR -> throw new ContractException(
                            data.path("code").asInt() == ContractError.INVALID_PARAMS ? 400 : 500,
                            json.treeToValue(data, ContractError.class));
                    default -> {
                    }
                }
                event = null;
            }
        }
        throw new ReplicaUnreachableException("the replica closed the stream without a result");
    }

    /** The other replica could not be reached or broke off. */
    static final class ReplicaUnreachableException extends RuntimeException {
        ReplicaUnreachableException(String message) {
            super(message);
        }
    }
}

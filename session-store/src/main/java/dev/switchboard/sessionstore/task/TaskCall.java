package dev.switchboard.sessionstore.task;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * What a task runs, fixed when it is created: the tool and its arguments, what the client declared it can do, the
 * protocol era and version it was created in (and the session, in the session era), and whether repeating the call is
 * harmless (only then is it re-run when the replica running it dies).
 *
 * @param era {@code modern} (2026-07-28) or {@code session}
 */
public record TaskCall(String tool, JsonNode arguments, JsonNode clientCapabilities, String era,
        String protocolVersion, String session, boolean idempotent) {

    public TaskCall {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(era, "era");
        arguments = arguments == null ? JsonNodeFactory.instance.objectNode() : arguments;
        clientCapabilities = clientCapabilities == null ? JsonNodeFactory.instance.objectNode() : clientCapabilities;
    }
}

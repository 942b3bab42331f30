package dev.switchboard.gateway.forward;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.ContractError;

/** How an internal call ended. */
public sealed interface ForwardOutcome {

    /** The service answered; {@code result} is its MRTR-shaped JSON ({@code resultType} checked). */
    record Answered(JsonNode result) implements ForwardOutcome {
    }

    /** The service refused the request as malformed or unknown (HTTP 4xx with a contract error). */
    record Refused(int status, ContractError error) implements ForwardOutcome {
    }

    /** The call did not produce an answer: timeout, unreachable service, crash, or an unreadable reply. */
    record Failed(String reason) implements ForwardOutcome {
    }
}

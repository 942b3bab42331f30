package dev.switchboard.gateway.forward;

import dev.switchboard.contract.ContractError;

/**
 * How an internal call ended.
 *
 * @param <T> what an answer is decoded into: a {@link dev.switchboard.contract.ServiceReply} for MRTR-shaped calls,
 *        plain JSON for the others
 */
public sealed interface ForwardOutcome<T> {

    /** The service answered. */
    record Answered<T>(T answer) implements ForwardOutcome<T> {
    }

    /** The service refused the request as malformed or unknown (HTTP 4xx with a contract error). */
    record Refused<T>(int status, ContractError error) implements ForwardOutcome<T> {
    }

    /** The call did not produce an answer: timeout, unreachable service, crash, or an unreadable reply. */
    record Failed<T>(String reason) implements ForwardOutcome<T> {
    }
}

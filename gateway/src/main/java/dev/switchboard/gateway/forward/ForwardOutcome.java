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

    /**
     * The call did not produce an answer: timeout, unreachable service, crash, or an unreadable reply.
     *
     * @param fault what it says about the service, for its circuit
     */
    record Failed<T>(String reason, Fault fault) implements ForwardOutcome<T> {
    }

    /** What a failed call says about the service's health (see {@link ServiceCircuit}). */
    enum Fault {
        /** Not reached, or nothing that answers as a service: refused, reset, closed, connect timeout, HTTP error. */
        SERVICE_DOWN,
        /** The service answered, but wrongly (an unreadable answer, its own internal error): it is there. */
        SERVICE_ERROR,
        /** No verdict: cancelled by the client, a slow tool over its timeout, the gateway's own fault, a rejection. */
        NONE
    }
}

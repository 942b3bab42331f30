package dev.switchboard.gateway.clientinput;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.RequestContext;

/**
 * Input requests (sampling, elicitation, roots) between services and clients, for every era: the strategy the
 * request's era allows, behind one capability check. A 2026-07-28 client gets {@code input_required} with a sealed
 * {@code requestState} and retries; a session-era or 2024-11-05 client gets real server→client requests, whose answers
 * may arrive at any replica; a task's worker hands the requests to the task, which waits for them; a batch or the
 * action API cannot be asked, and the call fails saying so.
 */
@Singleton
public class ClientInput {

    private final SealedRetries sealedRetries;
    private final ServerRequests serverRequests;
    private final TaskInputs taskInputs;

    ClientInput(SealedRetries sealedRetries, ServerRequests serverRequests, TaskInputs taskInputs) {
        this.sealedRetries = sealedRetries;
        this.serverRequests = serverRequests;
        this.taskInputs = taskInputs;
    }

    /** Whether {@link #opening} asks Redis: a 2026-07-28 retry's sealed state is used only once. */
    public boolean openingAsksTheStore(RequestContext request) {
        return request.input() instanceof InputMode.Mrtr && request.params().hasNonNull("requestState");
    }

    /** The input a request brings to its first call: a 2026 retry's answers and verified state, or none. */
    public InputRound opening(RequestContext request, String target) {
        return switch (request.input()) {
            case InputMode.Mrtr mrtr -> sealedRetries.opening(request, target);
            case InputMode.AskClient ask -> serverRequests.opening(request, target);
            case InputMode.Task task -> InputRound.FIRST;
            case InputMode.Unavailable unavailable -> InputRound.FIRST;
        };
    }

    /** The service answered {@code input_required}: what to do next. */
    public InputStep next(RequestContext request, String target, InputRequired required) {
        return switch (request.input()) {
            case InputMode.Mrtr mrtr -> checked(sealedRetries, request, target, required);
            case InputMode.AskClient ask -> checked(serverRequests, request, target, required);
            case InputMode.Task task -> {
                ObjectNode missing = ClientCapabilities.missing(required.inputRequests(), request.clientCapabilities());
                // A task lacking a capability ends as its era ends a call: -32021 (2026), a tool error (session era).
                yield missing.isEmpty() ? taskInputs.obtain(request, target, required)
                        : (request.era() == Era.STATELESS ? sealedRetries : serverRequests).lacking(request, missing, required);
            }
            case InputMode.Unavailable unavailable -> new InputStep.Fail(unavailable.why());
        };
    }

    /** The one capability check, whatever the strategy: a client is never asked for what it cannot give. */
    private static InputStep checked(InputStrategy strategy, RequestContext request, String target,
            InputRequired required) {
        ObjectNode missing = ClientCapabilities.missing(required.inputRequests(), request.clientCapabilities());
        return missing.isEmpty() ? strategy.obtain(request, target, required) : strategy.lacking(request, missing, required);
    }
}

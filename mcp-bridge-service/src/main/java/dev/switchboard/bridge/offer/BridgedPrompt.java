package dev.switchboard.bridge.offer;

import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.bridge.relay.RelayedCall;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamSession;
import dev.switchboard.bridge.upstream.UpstreamState;
import dev.switchboard.bridge.upstream.UpstreamUnavailableException;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;
import dev.switchboard.contract.kit.SubjectTokens;

/**
 * An upstream prompt under its exposed name. Prompts have no {@code isError}: failures are contract errors naming the upstream.
 */
final class BridgedPrompt implements ServicePrompt {

    private final PromptDescriptor descriptor;
    private final UpstreamConnection upstream;
    private final String upstreamPrompt;
    private final CallRelay relay;
    private final UpstreamResults results;

    BridgedPrompt(PromptDescriptor descriptor, UpstreamConnection upstream, String upstreamPrompt, CallRelay relay,
            UpstreamResults results) {
        this.descriptor = descriptor;
        this.upstream = upstream;
        this.upstreamPrompt = upstreamPrompt;
        this.relay = relay;
        this.results = results;
    }

    @Override
    public PromptDescriptor descriptor() {
        return descriptor;
    }

    UpstreamConnection upstream() {
        return upstream;
    }

    String upstreamPrompt() {
        return upstreamPrompt;
    }

    @Override
    public PromptResult get(PromptCall call) {
        if (call.requestState() == null && upstream.state() != UpstreamState.UP) {
            throw UpstreamErrors.unavailable(upstream.unavailable());
        }
        UpstreamSession session;
        try {
            session = call.requestState() == null
                    ? upstream.sessionFor(call.context(), SubjectTokens.of(call.events()))
                    : upstream;
        } catch (UpstreamUnavailableException e) {
            throw UpstreamErrors.unavailable(e.getMessage());
        }
        Outcome outcome = relay.run(new RelayedCall(upstream.name(), call.context(), call.inputResponses(),
                call.requestState(), call.events(), upstream.spec().callTimeout(),
                callId -> session.getPrompt(upstreamPrompt, call.arguments(), callId), session::cancel));
        return switch (outcome) {
            case Outcome.Finished finished -> results.prompt(upstream.name(), finished.result());
            case Outcome.NeedsInput needsInput -> needsInput.inputRequired();
            case Outcome.Forwarded forwarded -> results.forwarded(forwarded.contractResult(), PromptResult.class);
            case Outcome.Failed failed -> throw UpstreamErrors.of(failed, null);
        };
    }
}

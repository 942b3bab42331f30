package dev.switchboard.bridge.offer;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.bridge.relay.RelayedCall;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamSession;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/**
 * An upstream prompt under its exposed name. Prompts have no {@code isError}: failures are contract errors naming the upstream.
 */
final class BridgedPrompt implements ServicePrompt {

    private final PromptDescriptor descriptor;
    private final UpstreamConnection upstream;
    private final String upstreamPrompt;
    private final CallRelay relay;
    private final UpstreamResults results;
    private final Consents consents;

    BridgedPrompt(PromptDescriptor descriptor, UpstreamConnection upstream, String upstreamPrompt, CallRelay relay,
            UpstreamResults results, Consents consents) {
        this.consents = consents;
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
        return UpstreamOpening.open(upstream, consents, call.context(), call.events(), call.requestState(),
                call.inputResponses()).then(ready -> relayed(call, ready), ask -> ask, refused -> {
                    throw UpstreamErrors.unavailable(refused);
                });
    }

    private PromptResult relayed(PromptCall call, UpstreamOpening.Ready ready) {
        UpstreamSession session = ready.session();
        Outcome outcome = relay.run(new RelayedCall(upstream.name(), call.context(), ready.inputResponses(),
                ready.requestState(), call.events(), upstream.spec().callTimeout(),
                callId -> session.getPrompt(upstreamPrompt, call.arguments(), callId), session::cancel));
        return switch (outcome) {
            case Outcome.Finished finished -> results.prompt(upstream.name(), finished.result());
            case Outcome.NeedsInput needsInput -> needsInput.inputRequired();
            case Outcome.Forwarded forwarded -> results.forwarded(forwarded.contractResult(), PromptResult.class);
            case Outcome.Failed failed -> throw UpstreamErrors.of(failed, null);
        };
    }
}

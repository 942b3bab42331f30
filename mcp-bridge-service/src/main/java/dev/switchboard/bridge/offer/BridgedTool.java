package dev.switchboard.bridge.offer;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.bridge.relay.RelayedCall;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamSession;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * An upstream tool under its exposed name: calls are relayed to the upstream, failures name it. A caller without the
 * linked account an upstream needs is asked to link it first ({@link Consents}).
 */
final class BridgedTool implements ServiceTool {

    private final ToolDescriptor descriptor;
    private final UpstreamConnection upstream;
    private final String upstreamTool;
    private final CallRelay relay;
    private final UpstreamResults results;
    private final Consents consents;

    BridgedTool(ToolDescriptor descriptor, UpstreamConnection upstream, String upstreamTool, CallRelay relay,
            UpstreamResults results, Consents consents) {
        this.consents = consents;
        this.descriptor = descriptor;
        this.upstream = upstream;
        this.upstreamTool = upstreamTool;
        this.relay = relay;
        this.results = results;
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        return UpstreamOpening.open(upstream, consents, call.context(), call.events(), call.requestState(),
                call.inputResponses()).then(ready -> relayed(call, ready), ask -> ask, ToolResult::error);
    }

    private ToolResult relayed(ToolCall call, UpstreamOpening.Ready ready) {
        UpstreamSession session = ready.session();
        Outcome outcome = relay.run(new RelayedCall(upstream.name(), call.context(), ready.inputResponses(),
                ready.requestState(), call.events(), upstream.spec().callTimeout(),
                callId -> session.callTool(upstreamTool, call.arguments(), callId), session::cancel));
        return switch (outcome) {
            case Outcome.Finished finished -> results.tool(upstream.name(), finished.result());
            case Outcome.NeedsInput needsInput -> needsInput.inputRequired();
            case Outcome.Forwarded forwarded -> results.forwarded(forwarded.contractResult(), ToolResult.class);
            case Outcome.Failed failed -> ToolResult.error(failed.message());
        };
    }
}

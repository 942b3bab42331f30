package dev.switchboard.bridge.offer;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.bridge.relay.RelayedCall;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamSession;
import dev.switchboard.bridge.upstream.Upstreams;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.kit.ResourceRead;
import dev.switchboard.contract.kit.ServiceResources;

/**
 * Upstream resources and templates under {@code <upstream>+<uri>} ({@code ui://} ones under {@code ui://<upstream>/…});
 * a read goes to the upstream with its own URI. A view (a {@code ui://} resource a tool names) is read only while an
 * exposed tool names it, and served only as it was pinned ({@link BridgedOfferings#confirmView}); any other
 * {@code ui://} resource is read like the upstream's other resources.
 */
@ApplicationScoped
public class BridgedResources implements ServiceResources {

    private final BridgedOfferings offerings;
    private final Upstreams upstreams;
    private final CallRelay relay;
    private final UpstreamResults results;
    private final Consents consents;

    BridgedResources(BridgedOfferings offerings, Upstreams upstreams, CallRelay relay, UpstreamResults results,
            Consents consents) {
        this.consents = consents;
        this.offerings = offerings;
        this.upstreams = upstreams;
        this.relay = relay;
        this.results = results;
    }

    @Override
    public List<ResourceDescriptor> resources() {
        return offerings.resources();
    }

    @Override
    public List<ResourceTemplateDescriptor> templates() {
        return offerings.templates();
    }

    @Override
    public Optional<ResourceResult> read(ResourceRead read) {
        Optional<ResourceUris.Located> located = ResourceUris.locate(read.uri());
        Optional<UpstreamConnection> found = located.flatMap(l -> upstreams.named(l.upstream()));
        if (found.isEmpty() || !found.get().spec().resources().exposes(located.get().uri())) {
            return Optional.empty();
        }
        UpstreamConnection upstream = found.get();
        String uri = located.get().uri();
        boolean view = offerings.isView(upstream.name(), uri);
        if (view && offerings.pinnedView(upstream.name(), uri).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(UpstreamOpening.open(upstream, consents, read.context(), read.events(), read.requestState(),
                read.inputResponses()).then(ready -> relayed(read, upstream, uri, view, ready), ask -> ask,
                        refused -> {
                            throw UpstreamErrors.unavailable(refused);
                        }));
    }

    private ResourceResult relayed(ResourceRead read, UpstreamConnection upstream, String uri, boolean view,
            UpstreamOpening.Ready ready) {
        UpstreamSession session = ready.session();
        Outcome outcome = relay.run(new RelayedCall(upstream.name(), read.context(), ready.inputResponses(),
                ready.requestState(), read.events(), upstream.spec().callTimeout(),
                callId -> session.readResource(uri, callId), session::cancel));
        return switch (outcome) {
            case Outcome.Finished finished -> {
                if (view) {
                    offerings.confirmView(upstream, uri, finished.result(), read.uri());
                }
                yield results.resource(upstream.name(), finished.result());
            }
            case Outcome.NeedsInput needsInput -> needsInput.inputRequired();
            case Outcome.Forwarded forwarded -> results.forwarded(forwarded.contractResult(), ResourceResult.class);
            case Outcome.Failed failed -> throw UpstreamErrors.of(failed, read.uri());
        };
    }
}

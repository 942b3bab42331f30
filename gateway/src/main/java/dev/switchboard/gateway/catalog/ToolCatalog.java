package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

import jakarta.enterprise.event.Event;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.InvalidSchemaException;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * The routable catalogue, rebuilt from the registry. The gateway knows no tool by name: whatever live services
 * declare is what it serves. When two services declare the same tool, prompt, resource URI or template, the one
 * registered first keeps it and the clash is logged as an error (never a silent overwrite).
 * <p>
 * A service whose registration vanishes without leaving (its heartbeat lapsed) is not dropped at once: its last
 * registration stays in the catalogue for {@code gateway.catalog.departure-grace}, marked departed, after every live
 * registration (so a live service always wins a name). A Redis restart or a crashed instance therefore neither empties
 * the catalogue nor flaps {@code list_changed}; calls meanwhile answer that the service is temporarily unavailable,
 * and only a service gone for longer leaves the lists. A service whose last instance said it was leaving (it
 * deregistered) leaves at once: it is stopping, and no call should wait for it.
 */
@Singleton
public class ToolCatalog {

    private static final Logger LOG = Logger.getLogger(ToolCatalog.class);
    private static final Set<String> GATEWAY_HINTS = Set.of("cacheTtlMs", "timeoutMs", "idempotent", "appAliases",
            "tenants");

    private final ObjectMapper json;
    private final RegistrationTrust trust;
    private final Event<CatalogChanged> changes;
    private final Set<String> reportedProblems = new HashSet<>();
    private final Duration departureGrace;
    /** The last registration seen of every service live at the previous rebuild, by service name. */
    private Map<String, ServiceRegistration> lastLive = Map.of();
    /** Services whose registration vanished, with their last registration and when it was first missed. */
    private final Map<String, Departure> departed = new HashMap<>();
    private volatile CatalogSnapshot current = CatalogSnapshot.EMPTY;
    private volatile boolean loaded;

    private volatile int liveServices;
    private volatile int departedServices;

    ToolCatalog(ObjectMapper json, RegistrationTrust trust, Event<CatalogChanged> changes, GatewayConfig config,
            MeterRegistry metrics) {
        Gauge.builder("switchboard.catalog.services", this, catalog -> catalog.liveServices).tag("state", "live")
                .description("Services registered and routed to").register(metrics);
        Gauge.builder("switchboard.catalog.services", this, catalog -> catalog.departedServices)
                .tag("state", "departed")
                .description("Services whose registration vanished, kept listed as temporarily unavailable")
                .register(metrics);
        this.json = json;
        this.trust = trust;
        this.changes = changes;
        this.departureGrace = config.catalog().departureGrace();
    }

    public CatalogSnapshot snapshot() {
        return current;
    }

    /** True once the registry has been read at least once (readiness). */
    public boolean loaded() {
        return loaded;
    }

    /**
     * The last registration of each service that was live at the previous rebuild and is missing from
     * {@code registrations}: the ones to ask whether they left on purpose.
     */
    public synchronized List<ServiceRegistration> vanished(List<ServiceRegistration> registrations) {
        Set<String> live = new HashSet<>();
        registrations.forEach(registration -> live.add(registration.service()));
        return lastLive.values().stream().filter(registration -> !live.contains(registration.service())).toList();
    }

    /**
     * Replaces the catalogue with what these registrations declare and announces what a client would notice. A service
     * that vanished since the previous rebuild stays for the departure grace, unless it is among {@code left}: its last
     * instance deregistered.
     */
    public synchronized void rebuild(List<ServiceRegistration> registrations, Set<String> left) {
        Instant now = Instant.now();
        Map<String, ServiceRegistration> live = new HashMap<>();
        registrations.forEach(registration -> live.put(registration.service(), registration));
        lastLive.forEach((service, registration) -> {
            if (live.containsKey(service) || departed.containsKey(service)) {
                return;
            }
            if (left.contains(service)) {
                LOG.infof("Service '%s' deregistered: its offerings leave the catalogue", service);
            } else {
                LOG.warnf("Service '%s' is no longer registered; keeping its offerings as temporarily unavailable for "
                        + "%d s", service, departureGrace.toSeconds());
                departed.put(service, new Departure(registration, now));
            }
        });
        departed.keySet().removeAll(live.keySet());
        departed.values().removeIf(departure -> {
            boolean gone = !departure.since().plus(departureGrace).isAfter(now);
            if (gone) {
                LOG.infof("Service '%s' has been gone for %d s: its offerings leave the catalogue",
                        departure.registration().service(), departureGrace.toSeconds());
            }
            return gone;
        });
        lastLive = live;
        liveServices = live.size();
        departedServices = departed.size();

        Builder builder = new Builder();
        registrations.stream()
                .sorted(Comparator.comparing(ServiceRegistration::startedAt).thenComparing(ServiceRegistration::service))
                .forEach(registration -> builder.add(registration, null));
        departed.values().stream().sorted(Comparator.comparing(departure -> departure.registration().service()))
                .forEach(departure -> builder.add(departure.registration(), departure.since()));
        CatalogSnapshot next = new CatalogSnapshot(builder.tools, builder.prompts, builder.resources, builder.templates,
                builder.completionServices, builder.callerDependentResources);
        next.ambiguousAliases().forEach((alias, tools) -> builder.report("alias:" + alias + ":" + tools,
                "App alias '%s' is claimed by tools %s: a view's call of '%s' reaches one of them only for a caller "
                        + "whose policy shows just that one",
                alias, tools, alias));
        next.ambiguousResourceAliases().forEach((alias, uris) -> builder.report("resource-alias:" + alias + ":" + uris,
                "App alias '%s' is claimed by resources %s: a view's read of it reaches one of them only for a caller "
                        + "whose policy shows just that one",
                alias, uris));
        reportedProblems.retainAll(builder.problems);
        CatalogSnapshot previous = current;
        current = next;
        loaded = true;
        CatalogChanged change = new CatalogChanged(previous, next);
        if (change.visibleToAnyone()) {
            LOG.infof("Catalogue now has %d tool(s), %d prompt(s), %d resource(s), %d template(s)",
                    next.tools().size(), next.promptListings().size(), next.resourceListings().size(),
                    next.templateListings().size());
            changes.fire(change);
        }
    }

    /**
     * A catalogue of these tools alone, owned by {@code service}, compiled as a registration's would be; it is not
     * published (a tenant the process holds sees it instead of the shared one).
     */
    public CatalogSnapshot standalone(ServiceEndpoint service, List<ToolDescriptor> descriptors) {
        Builder builder = new Builder();
        descriptors.forEach(descriptor -> builder.addTool(descriptor, service));
        if (!builder.problems.isEmpty()) {
            throw new IllegalArgumentException("tools that do not compile: " + builder.problems);
        }
        return new CatalogSnapshot(builder.tools, builder.prompts, builder.resources, builder.templates,
                builder.completionServices, builder.callerDependentResources);
    }

    private record Departure(ServiceRegistration registration, Instant since) {
    }

    /** Collects one rebuild; first registration wins every name. */
    private final class Builder {
        final SortedMap<String, CatalogTool> tools = new TreeMap<>();
        final SortedMap<String, CatalogEntry> prompts = new TreeMap<>();
        final SortedMap<String, CatalogEntry> resources = new TreeMap<>();
        final List<CatalogEntry> templates = new ArrayList<>();
        final Map<String, ServiceEndpoint> completionServices = new HashMap<>();
        final List<ServiceEndpoint> callerDependentResources = new ArrayList<>();
        final Set<String> problems = new HashSet<>();

        void add(ServiceRegistration registration, Instant departedAt) {
            String untrusted = trust.problem(registration);
            if (untrusted != null) {
                report("untrusted:" + registration.service(), "Ignoring the registration of service "
                        + "'%s' at %s: %s", registration.service(), registration.baseUrl(), untrusted);
                return;
            }
            ServiceManifest manifest;
            try {
                manifest = json.treeToValue(registration.manifest(), ServiceManifest.class);
            } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
                report("manifest:" + registration.service(), "Ignoring service '%s': its manifest is unreadable (%s)",
                        registration.service(), e.getMessage());
                return;
            }
            ServiceEndpoint endpoint = new ServiceEndpoint(registration.service(), registration.baseUrl(),
                    ManifestRevision.of(registration.manifest()), departedAt, manifest.http2());
            manifest.tools().forEach(tool -> addTool(tool, endpoint));
            for (PromptDescriptor prompt : manifest.prompts()) {
                ObjectNode listing = json.valueToTree(prompt);
                listing.remove(GATEWAY_HINTS);
                addUnique(prompts, "prompt", prompt.name(), endpoint, listing, prompt.tenants());
            }
            for (ResourceDescriptor resource : manifest.resources()) {
                if (resources.containsKey(resource.uri())) {
                    clash("resource", resource.uri(), endpoint);
                } else {
                    resources.put(resource.uri(), new CatalogEntry(resource.uri(), endpoint, listing(resource), null,
                            resource.appAliasesOrNone()));
                }
            }
            for (ResourceTemplateDescriptor template : manifest.resourceTemplates()) {
                boolean taken = templates.stream().anyMatch(entry -> entry.key().equals(template.uriTemplate()));
                if (taken) {
                    clash("resource template", template.uriTemplate(), endpoint);
                } else {
                    templates.add(new CatalogEntry(template.uriTemplate(), endpoint, listing(template), null,
                            template.appAliasesOrNone()));
                }
            }
            if (manifest.completions()) {
                completionServices.put(endpoint.name(), endpoint);
            }
            if (manifest.dynamicResources()) {
                callerDependentResources.add(endpoint);
            }
        }

        /** The MCP listing of a descriptor: the descriptor less the gateway's hints. */
        private ObjectNode listing(Object descriptor) {
            ObjectNode listing = json.valueToTree(descriptor);
            listing.remove(GATEWAY_HINTS);
            return listing;
        }

        private void addTool(ToolDescriptor descriptor, ServiceEndpoint endpoint) {
            if (tools.containsKey(descriptor.name())) {
                clash("tool", descriptor.name(), endpoint);
                return;
            }
            try {
                ArgumentSchema schema = ArgumentSchema.compile("tool " + descriptor.name(), descriptor.inputSchema());
                List<HeaderParam> headerParams = HeaderParam.of(descriptor.inputSchema());
                ObjectNode listing = json.valueToTree(descriptor);
                listing.remove(GATEWAY_HINTS);
                tools.put(descriptor.name(), new CatalogTool(descriptor, schema, endpoint, listing, headerParams));
            } catch (InvalidSchemaException e) {
                report("schema:" + descriptor.name(), "Ignoring tool '%s' of service '%s': %s", descriptor.name(),
                        endpoint.name(), e.getMessage());
            }
        }

        private void addUnique(SortedMap<String, CatalogEntry> into, String kind, String key, ServiceEndpoint endpoint,
                ObjectNode listing, List<String> tenants) {
            if (into.containsKey(key)) {
                clash(kind, key, endpoint);
            } else {
                into.put(key, new CatalogEntry(key, endpoint, listing, tenants));
            }
        }

        private void clash(String kind, String key, ServiceEndpoint late) {
            if (late.departed()) {
                return;
            }
            report("clash:" + kind + ":" + key + ":" + late.name(),
                    "%s clash: '%s' is also declared by service '%s'; the service registered first keeps it",
                    kind.substring(0, 1).toUpperCase() + kind.substring(1), key, late.name());
        }

        private void report(String key, String format, Object... args) {
            problems.add(key);
            if (reportedProblems.add(key)) {
                LOG.errorf(format, args);
            }
        }
    }
}

package dev.switchboard.gateway.catalog;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.InvalidSchemaException;
import dev.switchboard.sessionstore.registry.ServiceRegistration;

/**
 * The routable catalogue, rebuilt from the registry. The gateway knows no tool by name: whatever live services
 * declare is what it serves. When two services declare the same tool name, the one registered first keeps it and
 * the clash is logged as an error (never a silent overwrite).
 */
@ApplicationScoped
public class ToolCatalog {

    private static final Logger LOG = Logger.getLogger(ToolCatalog.class);
    private static final Set<String> GATEWAY_HINTS = Set.of("cacheTtlMs", "timeoutMs", "idempotent");

    private final ObjectMapper json;
    private final Event<CatalogChanged> changes;
    private final Set<String> reportedProblems = new HashSet<>();
    private volatile CatalogSnapshot current = CatalogSnapshot.EMPTY;
    private volatile boolean loaded;

    ToolCatalog(ObjectMapper json, Event<CatalogChanged> changes) {
        this.json = json;
        this.changes = changes;
    }

    public CatalogSnapshot snapshot() {
        return current;
    }

    /** True once the registry has been read at least once (readiness). */
    public boolean loaded() {
        return loaded;
    }

    /** Replaces the catalogue with what these registrations declare and announces a visible change. */
    public synchronized void rebuild(List<ServiceRegistration> registrations) {
        SortedMap<String, CatalogTool> tools = new TreeMap<>();
        Set<String> problems = new HashSet<>();
        registrations.stream()
                .sorted(Comparator.comparing(ServiceRegistration::startedAt).thenComparing(ServiceRegistration::service))
                .forEach(registration -> addService(registration, tools, problems));
        reportedProblems.retainAll(problems);

        CatalogSnapshot next = new CatalogSnapshot(tools);
        CatalogSnapshot previous = current;
        current = next;
        loaded = true;
        if (!next.sameToolsAs(previous)) {
            LOG.infof("Catalogue now has %d tool(s): %s", tools.size(), tools.keySet());
            changes.fire(new CatalogChanged(previous, next));
        }
    }

    private void addService(ServiceRegistration registration, SortedMap<String, CatalogTool> tools,
            Set<String> problems) {
        ServiceManifest manifest;
        try {
            manifest = json.treeToValue(registration.manifest(), ServiceManifest.class);
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            report(problems, "manifest:" + registration.service(),
                    "Ignoring service '%s': its manifest is unreadable (%s)", registration.service(), e.getMessage());
            return;
        }
        ServiceEndpoint endpoint = new ServiceEndpoint(registration.service(), registration.baseUrl());
        for (ToolDescriptor descriptor : manifest.tools()) {
            CatalogTool owner = tools.get(descriptor.name());
            if (owner != null) {
                report(problems, "clash:" + descriptor.name() + ":" + registration.service(),
                        "Tool name clash: '%s' is declared by services '%s' and '%s'; '%s' registered first and keeps it",
                        descriptor.name(), owner.service().name(), registration.service(), owner.service().name());
                continue;
            }
            try {
                ArgumentSchema schema = ArgumentSchema.compile("tool " + descriptor.name(), descriptor.inputSchema());
                List<HeaderParam> headerParams = HeaderParam.of(descriptor.inputSchema());
                tools.put(descriptor.name(),
                        new CatalogTool(descriptor, schema, endpoint, listing(descriptor), headerParams));
            } catch (InvalidSchemaException e) {
                report(problems, "schema:" + descriptor.name(),
                        "Ignoring tool '%s' of service '%s': %s", descriptor.name(), registration.service(), e.getMessage());
            }
        }
    }

    private ObjectNode listing(ToolDescriptor descriptor) {
        ObjectNode listing = json.valueToTree(descriptor);
        listing.remove(GATEWAY_HINTS);
        return listing;
    }

    private void report(Set<String> problems, String key, String format, Object... args) {
        problems.add(key);
        if (reportedProblems.add(key)) {
            LOG.errorf(format, args);
        }
    }
}

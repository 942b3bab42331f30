package dev.switchboard.bridge.offer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.naming.ExposedName;
import dev.switchboard.bridge.naming.NameTable;
import dev.switchboard.bridge.pinning.PinStore;
import dev.switchboard.bridge.pinning.ToolDigest;
import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.upstream.UpstreamCatalogueChanged;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.Upstreams;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.kit.OfferingsChanged;
import dev.switchboard.contract.kit.RuntimeOfferings;
import dev.switchboard.contract.kit.ServicePrompt;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.InvalidSchemaException;
import io.modelcontextprotocol.spec.McpSchema;
import io.quarkus.scheduler.Scheduled;

/**
 * What the bridge offers, rebuilt from every upstream's last listing whenever one changes (and every
 * {@code bridge.pinning.recheck}, to pick up accepted digests): exposed names (prefixed, shortened, clashes refused
 * loudly, first upstream in the file wins), tools whose definition passes its pin, prompts, and resources and templates
 * under rewritten URIs. A rebuild that changes anything fires {@link OfferingsChanged}, so the kit re-announces the
 * manifest and the gateways send {@code list_changed}.
 */
@ApplicationScoped
public class BridgedOfferings implements RuntimeOfferings {

    private static final Logger LOG = Logger.getLogger(BridgedOfferings.class);

    private final Upstreams upstreams;
    private final PinStore pins;
    private final CallRelay relay;
    private final UpstreamResults results;
    private final BridgeConfig config;
    private final ObjectMapper json;
    private final Event<OfferingsChanged> changed;
    private final Set<String> reported = new HashSet<>();
    private volatile Snapshot current = Snapshot.EMPTY;

    record Snapshot(List<ServiceTool> tools, Map<String, BridgedPrompt> prompts, List<ResourceDescriptor> resources,
            List<ResourceTemplateDescriptor> templates) {

        static final Snapshot EMPTY = new Snapshot(List.of(), Map.of(), List.of(), List.of());

        /** The parts a client sees, to tell whether a rebuild changed anything. */
        List<Object> visible() {
            return List.of(tools.stream().map(ServiceTool::descriptor).toList(),
                    prompts.values().stream().map(BridgedPrompt::descriptor).toList(), resources, templates);
        }
    }

    BridgedOfferings(Upstreams upstreams, PinStore pins, CallRelay relay, UpstreamResults results,
            BridgeConfig config, ObjectMapper json, Event<OfferingsChanged> changed) {
        this.upstreams = upstreams;
        this.pins = pins;
        this.relay = relay;
        this.results = results;
        this.config = config;
        this.json = json;
        this.changed = changed;
    }

    @Override
    public List<ServiceTool> tools() {
        return current.tools();
    }

    @Override
    public List<ServicePrompt> prompts() {
        return List.copyOf(current.prompts().values());
    }

    public List<ResourceDescriptor> resources() {
        return current.resources();
    }

    public List<ResourceTemplateDescriptor> templates() {
        return current.templates();
    }

    Optional<BridgedPrompt> prompt(String exposedName) {
        return Optional.ofNullable(current.prompts().get(exposedName));
    }

    void onUpstreamListed(@Observes UpstreamCatalogueChanged event) {
        rebuild();
    }

    @Scheduled(every = "${bridge.pinning.recheck:10s}", delayed = "${bridge.pinning.recheck:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void recheck() {
        rebuild();
    }

    synchronized void rebuild() {
        NameTable toolNames = new NameTable();
        NameTable promptNames = new NameTable();
        List<ServiceTool> tools = new ArrayList<>();
        Map<String, BridgedPrompt> prompts = new LinkedHashMap<>();
        List<ResourceDescriptor> resources = new ArrayList<>();
        List<ResourceTemplateDescriptor> templates = new ArrayList<>();
        for (UpstreamConnection upstream : upstreams.all()) {
            var catalogue = upstream.catalogue();
            for (McpSchema.Tool tool : catalogue.tools()) {
                if (upstream.spec().tools().exposes(tool.name())) {
                    tool(upstream, tool, toolNames).ifPresent(tools::add);
                }
            }
            for (McpSchema.Prompt prompt : catalogue.prompts()) {
                if (upstream.spec().prompts().exposes(prompt.name())) {
                    prompt(upstream, prompt, promptNames).ifPresent(bridged -> prompts.put(
                            bridged.descriptor().name(), bridged));
                }
            }
            // Resource lists are the same for every tenant: an upstream for named tenants offers none.
            boolean everyTenant = upstream.spec().tenants() == null;
            for (McpSchema.Resource resource : catalogue.resources()) {
                if (everyTenant && upstream.spec().resources().exposes(resource.uri())) {
                    ObjectNode node = json.valueToTree(resource);
                    node.put("uri", ResourceUris.expose(upstream.name(), resource.uri()));
                    resources.add(json.convertValue(node, ResourceDescriptor.class));
                }
            }
            for (McpSchema.ResourceTemplate template : catalogue.templates()) {
                if (everyTenant && upstream.spec().resources().exposes(template.uriTemplate())) {
                    ObjectNode node = json.valueToTree(template);
                    node.put("uriTemplate", ResourceUris.expose(upstream.name(), template.uriTemplate()));
                    templates.add(json.convertValue(node, ResourceTemplateDescriptor.class));
                }
            }
        }
        Snapshot rebuilt = new Snapshot(List.copyOf(tools), Map.copyOf(prompts), List.copyOf(resources),
                List.copyOf(templates));
        boolean differs = !rebuilt.visible().equals(current.visible());
        current = rebuilt;
        if (differs) {
            changed.fire(new OfferingsChanged());
        }
    }

    private Optional<ServiceTool> tool(UpstreamConnection upstream, McpSchema.Tool tool, NameTable names) {
        ExposedName name = ExposedName.of(upstream.spec().prefix(), separator(upstream), tool.name(),
                config.maxNameLength());
        String owner = upstream.name() + "/" + tool.name();
        Optional<String> clash = names.claim(name.name(), owner);
        if (clash.isPresent()) {
            reportOnce("NOT EXPOSED: tool '" + tool.name() + "' of upstream '" + upstream.name() + "' would be '"
                    + name.name() + "', which " + clash.get() + " already has. Set a different prefix.");
            return Optional.empty();
        }
        ObjectNode inputSchema = json.valueToTree(tool.inputSchema() == null ? Map.of("type", "object")
                : tool.inputSchema());
        ObjectNode outputSchema = tool.outputSchema() == null ? null : json.valueToTree(tool.outputSchema());
        try {
            ArgumentSchema.compile("tool " + name.name(), inputSchema);
        } catch (InvalidSchemaException e) {
            reportOnce("NOT EXPOSED: tool '" + tool.name() + "' of upstream '" + upstream.name() + "': "
                    + e.getMessage());
            return Optional.empty();
        }
        JsonNode pinned = ToolDigest.pinnedPart(tool.name(), tool.description(), inputSchema, outputSchema);
        if (!pins.check(upstream.name(), tool.name(), pinned).exposed()) {
            return Optional.empty();
        }
        ToolDescriptor descriptor = new ToolDescriptor(name.name(), tool.title(), name.describe(tool.description()),
                inputSchema, outputSchema,
                tool.annotations() == null ? null : json.valueToTree(tool.annotations()),
                tool.icons() == null ? null : json.valueToTree(tool.icons()),
                null, null, 0L, upstream.spec().callTimeout().toMillis(), null, upstream.spec().tenants());
        return Optional.of(new BridgedTool(descriptor, upstream, tool.name(), relay, results));
    }

    private Optional<BridgedPrompt> prompt(UpstreamConnection upstream, McpSchema.Prompt prompt, NameTable names) {
        ExposedName name = ExposedName.of(upstream.spec().prefix(), separator(upstream), prompt.name(),
                config.maxNameLength());
        Optional<String> clash = names.claim(name.name(), upstream.name() + "/" + prompt.name());
        if (clash.isPresent()) {
            reportOnce("NOT EXPOSED: prompt '" + prompt.name() + "' of upstream '" + upstream.name()
                    + "' would be '" + name.name() + "', which " + clash.get() + " already has.");
            return Optional.empty();
        }
        List<PromptArgument> arguments = prompt.arguments() == null ? null
                : prompt.arguments().stream().map(argument -> new PromptArgument(argument.name(), argument.title(),
                        argument.description(), argument.required())).toList();
        PromptDescriptor descriptor = new PromptDescriptor(name.name(), prompt.title(),
                name.describe(prompt.description()), arguments, null, null, upstream.spec().tenants());
        return Optional.of(new BridgedPrompt(descriptor, upstream, prompt.name(), relay, results));
    }

    private String separator(UpstreamConnection upstream) {
        return upstream.spec().separator() == null ? config.separator() : upstream.spec().separator();
    }

    private void reportOnce(String message) {
        if (reported.add(message)) {
            LOG.error(message);
        }
    }
}

package dev.switchboard.bridge.offer;

import java.util.ArrayList;
import java.util.HashMap;
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

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.naming.ExposedName;
import dev.switchboard.bridge.naming.NameTable;
import dev.switchboard.bridge.pinning.PinStore;
import dev.switchboard.bridge.pinning.ToolDigest;
import dev.switchboard.bridge.pinning.ViewDigests;
import dev.switchboard.bridge.relay.CallRelay;
import dev.switchboard.bridge.upstream.UpstreamCatalogueChanged;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.Upstreams;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.kit.ContractException;
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
 * <p>
 * MCP Apps: a tool's {@code _meta} passes with its view's URI rewritten ({@link ResourceUris}); a tool with a view is
 * pinned with its {@code _meta.ui} and the digest of the view's contents, and a view is offered (listed and read) only
 * with a tool that names it and is exposed, under exactly the contents that tool was pinned with. The tools of an
 * upstream that has views may be called, and its resources and templates read, by their upstream names and URIs
 * ({@code appAliases}), which its views use. An upstream that lists only to its users offers its link tool
 * ({@link LinkAccountTool}) until a catalogue was read through a user's session.
 */
@ApplicationScoped
public class BridgedOfferings implements RuntimeOfferings {

    private static final Logger LOG = Logger.getLogger(BridgedOfferings.class);

    private final Upstreams upstreams;
    private final PinStore pins;
    private final CallRelay relay;
    private final Consents consents;
    private final UpstreamResults results;
    private final ViewDigests viewDigests;
    private final BridgeConfig config;
    private final ObjectMapper json;
    private final Event<OfferingsChanged> changed;
    private final Set<String> reported = new HashSet<>();
    private volatile Snapshot current = Snapshot.EMPTY;

    /**
     * @param views the digest each view of an exposed tool was pinned with, by {@link ViewKey}
     * @param named every view some tool of its upstream names, exposed or not
     */
    record Snapshot(List<ServiceTool> tools, Map<String, BridgedPrompt> prompts, List<ResourceDescriptor> resources,
            List<ResourceTemplateDescriptor> templates, Map<ViewKey, String> views, Set<ViewKey> named) {

        static final Snapshot EMPTY = new Snapshot(List.of(), Map.of(), List.of(), List.of(), Map.of(), Set.of());

        /** The parts a client sees, to tell whether a rebuild changed anything. */
        List<Object> visible() {
            return List.of(tools.stream().map(ServiceTool::descriptor).toList(),
                    prompts.values().stream().map(BridgedPrompt::descriptor).toList(), resources, templates);
        }
    }

    /** A view by its upstream and the upstream's own URI for it. */
    record ViewKey(String upstream, String uri) {
    }

    BridgedOfferings(Upstreams upstreams, PinStore pins, CallRelay relay, UpstreamResults results,
            ViewDigests viewDigests, BridgeConfig config, ObjectMapper json, Event<OfferingsChanged> changed,
            Consents consents) {
        this.consents = consents;
        this.upstreams = upstreams;
        this.pins = pins;
        this.relay = relay;
        this.results = results;
        this.viewDigests = viewDigests;
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
        viewDigests.forget(event.upstream());
        pins.recheck(event.upstream());
        rebuild();
    }

    /**
     * Whether a tool of {@code upstream} names {@code uri} (its own URI) as its view. Another {@code ui://} resource (JSON
     * a view reads, say) is a resource like the upstream's others: neither pinned nor tied to a tool.
     */
    boolean isView(String upstream, String uri) {
        return current.named().contains(new ViewKey(upstream, uri));
    }

    /**
     * The digest the view {@code uri} of {@code upstream} (its own URI) was pinned with; empty when no exposed tool names it.
     */
    Optional<String> pinnedView(String upstream, String uri) {
        return Optional.ofNullable(current.views().get(new ViewKey(upstream, uri)));
    }

    /**
     * Checks contents of a view just read for a client against the digest its tools were pinned with. Other contents
     * are the view now: the offerings are rebuilt on them (their tools held back for review, or let through when the
     * new digest is accepted), and unless they pass then, the read is refused with a message saying how to accept them.
     */
    void confirmView(UpstreamConnection upstream, String uri, JsonNode read, String exposedUri) {
        String digest = ViewDigests.of(read);
        if (digest.equals(pinnedView(upstream.name(), uri).orElse(null))) {
            return;
        }
        viewDigests.record(upstream.name(), uri, digest);
        rebuild();
        if (!digest.equals(pinnedView(upstream.name(), uri).orElse(null))) {
            throw new ContractException(400, new ContractError(ContractError.INTERNAL_ERROR, "The view " + exposedUri
                    + " changed since its tools were pinned, so it is held back with them for review. An operator "
                    + "reviews GET /admin/v1/tool-definitions/pending on the gateway and accepts the new definition "
                    + "with PUT /admin/v1/tool-definitions/accepted/<offeredDigest>.", null));
        }
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
        Map<ViewKey, String> views = new HashMap<>();
        Set<ViewKey> named = new HashSet<>();
        for (UpstreamConnection upstream : upstreams.all()) {
            var catalogue = upstream.catalogue();
            catalogue.tools().stream().map(tool -> McpApps.resourceUri(json.valueToTree(tool.meta())))
                    .flatMap(Optional::stream).forEach(uri -> named.add(new ViewKey(upstream.name(), uri)));
            boolean hasViews = named.stream().anyMatch(view -> view.upstream().equals(upstream.name()));
            if (upstream.spec().listsThroughUsers() && !upstream.listedThroughUsers()) {
                linkTool(upstream, toolNames).ifPresent(tools::add);
            }
            for (McpSchema.Tool tool : catalogue.tools()) {
                if (upstream.spec().tools().exposes(tool.name())) {
                    tool(upstream, tool, toolNames, hasViews, views).ifPresent(tools::add);
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
                ViewKey key = new ViewKey(upstream.name(), resource.uri());
                boolean viewOfNoExposedTool = named.contains(key) && !views.containsKey(key);
                if (everyTenant && upstream.spec().resources().exposes(resource.uri()) && !viewOfNoExposedTool) {
                    ObjectNode node = json.valueToTree(resource);
                    node.put("uri", ResourceUris.expose(upstream.name(), resource.uri()));
                    if (hasViews) {
                        node.putArray("appAliases").add(resource.uri());
                    }
                    resources.add(json.convertValue(node, ResourceDescriptor.class));
                }
            }
            for (McpSchema.ResourceTemplate template : catalogue.templates()) {
                if (everyTenant && upstream.spec().resources().exposes(template.uriTemplate())) {
                    ObjectNode node = json.valueToTree(template);
                    node.put("uriTemplate", ResourceUris.expose(upstream.name(), template.uriTemplate()));
                    if (hasViews) {
                        node.putArray("appAliases").add(template.uriTemplate());
                    }
                    templates.add(json.convertValue(node, ResourceTemplateDescriptor.class));
                }
            }
        }
        Snapshot rebuilt = new Snapshot(List.copyOf(tools), Map.copyOf(prompts), List.copyOf(resources),
                List.copyOf(templates), Map.copyOf(views), Set.copyOf(named));
        boolean differs = !rebuilt.visible().equals(current.visible());
        current = rebuilt;
        if (differs) {
            changed.fire(new OfferingsChanged());
        }
    }

    /**
     * @param hasViews whether the upstream has views, whose calls name its tools as the upstream does
     * @param views where the view of the tool, once exposed, goes with the digest it was pinned with
     */
    private Optional<ServiceTool> tool(UpstreamConnection upstream, McpSchema.Tool tool, NameTable names,
            boolean hasViews, Map<ViewKey, String> views) {
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
        ObjectNode meta = tool.meta() == null ? null : json.valueToTree(tool.meta());
        Optional<String> view = McpApps.resourceUri(meta);
        Optional<String> viewDigest = view.flatMap(uri -> viewDigests.of(upstream, uri));
        if (view.isPresent() && viewDigest.isEmpty()) {
            return Optional.empty();
        }
        JsonNode pinned = view.isPresent()
                ? ToolDigest.pinnedPart(tool.name(), tool.description(), inputSchema, outputSchema, uiPart(meta),
                        viewDigest.get())
                : ToolDigest.pinnedPart(tool.name(), tool.description(), inputSchema, outputSchema);
        if (!pins.check(upstream.name(), tool.name(), pinned).exposed()) {
            return Optional.empty();
        }
        view.ifPresent(uri -> views.put(new ViewKey(upstream.name(), uri), viewDigest.get()));
        List<String> aliases = hasViews && McpApps.callableByApps(meta) && ExposedName.valid(tool.name())
                && !tool.name().equals(name.name()) ? List.of(tool.name()) : null;
        ToolDescriptor descriptor = new ToolDescriptor(name.name(), tool.title(), name.describe(tool.description()),
                inputSchema, outputSchema,
                tool.annotations() == null ? null : json.valueToTree(tool.annotations()),
                tool.icons() == null ? null : json.valueToTree(tool.icons()),
                meta == null ? null : ResourceUris.exposeInToolMeta(upstream.name(), meta), null, 0L,
                upstream.spec().callTimeout().toMillis(), null, aliases, upstream.spec().tenants());
        return Optional.of(new BridgedTool(descriptor, upstream, tool.name(), relay, results, consents));
    }

    /**
     * The tool through which a user discovers an upstream that lists its tools only to its users, before any has
     * linked: calling it links the caller's account and reads the catalogue.
     */
    private Optional<ServiceTool> linkTool(UpstreamConnection upstream, NameTable names) {
        ExposedName name = ExposedName.of(upstream.spec().prefix(), separator(upstream), LinkAccountTool.NAME,
                config.maxNameLength());
        Optional<String> clash = names.claim(name.name(), upstream.name() + "/" + LinkAccountTool.NAME);
        if (clash.isPresent()) {
            reportOnce("NOT EXPOSED: the link tool of upstream '" + upstream.name() + "' would be '" + name.name()
                    + "', which " + clash.get() + " already has. Set a different prefix.");
            return Optional.empty();
        }
        return Optional.of(new LinkAccountTool(name, upstream, consents));
    }

    /** What pinning keeps of a tool's MCP Apps metadata: {@code _meta.ui}, and the deprecated flat key if used. */
    private ObjectNode uiPart(ObjectNode meta) {
        ObjectNode ui = meta.get(McpApps.META) instanceof ObjectNode nested ? nested.deepCopy()
                : json.createObjectNode();
        if (meta.has(McpApps.FLAT_RESOURCE_URI)) {
            ui.set(McpApps.FLAT_RESOURCE_URI, meta.get(McpApps.FLAT_RESOURCE_URI));
        }
        return ui;
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
        return Optional.of(new BridgedPrompt(descriptor, upstream, prompt.name(), relay, results, consents));
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

package dev.switchboard.contract.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import io.quarkus.arc.All;

/**
 * Everything this service offers, gathered from its CDI beans and checked: names valid and unique, input schemas
 * compilable. A mistake stops the service at start-up with a message naming it. Services whose offerings change at
 * run time fire {@link OfferingsChanged}; the snapshot is then rebuilt and re-announced.
 */
@ApplicationScoped
public class ServiceOfferings {

    /** MCP tool names: 1–128 of ASCII letters, digits, underscore, dash and dot. */
    private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.-]{1,128}");

    private final List<ServiceTool> toolBeans;
    private final List<ServicePrompt> promptBeans;
    private final List<RuntimeOfferings> runtime;
    private final List<ServiceResources> resources;
    private final Optional<ServiceCompletions> completions;
    private final ServiceKitConfig config;
    private final ObjectMapper json;
    /** Quarkus' HTTP server answers h2c with prior knowledge on its plain port unless HTTP/2 is turned off. */
    private final boolean http2;
    private volatile Snapshot current;

    private record Snapshot(Map<String, ServiceTool> tools, Map<String, ArgumentSchema> schemas,
            Map<String, ServicePrompt> prompts, ServiceManifest manifest, String revision) {
    }

    ServiceOfferings(@All List<ServiceTool> tools, @All List<ServicePrompt> prompts,
            @All List<ServiceResources> resources, Instance<ServiceCompletions> completions,
            @All List<RuntimeOfferings> runtime, ServiceKitConfig config, ObjectMapper json,
            @ConfigProperty(name = "quarkus.http.http2", defaultValue = "true") boolean http2) {
        this.toolBeans = List.copyOf(tools);
        this.promptBeans = List.copyOf(prompts);
        this.runtime = List.copyOf(runtime);
        this.resources = List.copyOf(resources);
        this.completions = completions.isResolvable() ? Optional.of(completions.get()) : Optional.empty();
        this.config = config;
        this.json = json;
        this.http2 = http2;
        this.current = build();
    }

    /** Re-reads every bean's descriptor and listing; the next heartbeat (or an immediate one) announces it. */
    public void refresh() {
        current = build();
    }

    public ServiceManifest manifest() {
        return current.manifest();
    }

    /**
     * The revision of the manifest this instance serves, as the gateway computes it from the registry: two instances
     * of one service agree on it exactly when they run the same release.
     */
    public String revision() {
        return current.revision();
    }

    public Optional<ServiceTool> tool(String name) {
        return Optional.ofNullable(current.tools().get(name));
    }

    public ArgumentSchema schema(String tool) {
        return current.schemas().get(tool);
    }

    public Optional<ServicePrompt> prompt(String name) {
        return Optional.ofNullable(current.prompts().get(name));
    }

    public List<ServiceResources> resources() {
        return resources;
    }

    public Optional<ServiceCompletions> completions() {
        return completions;
    }

    private Snapshot build() {
        Map<String, ServiceTool> tools = new LinkedHashMap<>();
        Map<String, ArgumentSchema> schemas = new LinkedHashMap<>();
        Stream.concat(toolBeans.stream(), runtime.stream().flatMap(source -> source.tools().stream()))
                .filter(ServiceTool::listed).sorted(Comparator.comparing(t -> t.descriptor().name()))
                .forEach(tool -> addTool(tool, tools, schemas));
        Map<String, ServicePrompt> prompts = new LinkedHashMap<>();
        Stream.concat(promptBeans.stream(), runtime.stream().flatMap(source -> source.prompts().stream()))
                .filter(ServicePrompt::listed).sorted(Comparator.comparing(p -> p.descriptor().name()))
                .forEach(prompt -> addPrompt(prompt, prompts));

        List<ResourceDescriptor> resourceList = new ArrayList<>();
        List<ResourceTemplateDescriptor> templates = new ArrayList<>();
        boolean dynamicResources = false;
        for (ServiceResources provider : resources) {
            resourceList.addAll(provider.resources());
            templates.addAll(provider.templates());
            dynamicResources |= provider.callerDependent();
        }
        ServiceManifest manifest = new ServiceManifest(config.name(), config.version(),
                tools.values().stream().map(ServiceTool::descriptor).toList(),
                resourceList, templates,
                prompts.values().stream().map(ServicePrompt::descriptor).toList(),
                completions.isPresent(), dynamicResources, http2);
        return new Snapshot(Map.copyOf(tools), Map.copyOf(schemas), Map.copyOf(prompts), manifest,
                ManifestRevision.of(json.valueToTree(manifest)));
    }

    private static void addTool(ServiceTool tool, Map<String, ServiceTool> tools, Map<String, ArgumentSchema> schemas) {
        ToolDescriptor descriptor = tool.descriptor();
        String name = descriptor.name();
        if (!TOOL_NAME.matcher(name).matches()) {
            throw new IllegalStateException("Tool name '" + name + "' must match " + TOOL_NAME);
        }
        if (tools.putIfAbsent(name, tool) != null) {
            throw new IllegalStateException("Two tools in this service are named '" + name + "'");
        }
        schemas.put(name, ArgumentSchema.compile("tool " + name, descriptor.inputSchema()));
    }

    private static void addPrompt(ServicePrompt prompt, Map<String, ServicePrompt> prompts) {
        PromptDescriptor descriptor = prompt.descriptor();
        if (prompts.putIfAbsent(descriptor.name(), prompt) != null) {
            throw new IllegalStateException("Two prompts in this service are named '" + descriptor.name() + "'");
        }
    }
}

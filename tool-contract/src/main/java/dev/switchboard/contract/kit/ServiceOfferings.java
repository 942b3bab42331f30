package dev.switchboard.contract.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;
import io.quarkus.arc.All;

/**
 * Everything this service offers, gathered once from its CDI beans and checked: names valid and unique, input
 * schemas compilable. A mistake here stops the service at start-up with a message naming it.
 */
@ApplicationScoped
public class ServiceOfferings {

    /** MCP tool names: 1–128 of ASCII letters, digits, underscore, dash and dot. */
    private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.-]{1,128}");

    private final Map<String, ServiceTool> tools = new LinkedHashMap<>();
    private final Map<String, ArgumentSchema> schemas = new LinkedHashMap<>();
    private final Map<String, ServicePrompt> prompts = new LinkedHashMap<>();
    private final List<ServiceResources> resources;
    private final Optional<ServiceCompletions> completions;
    private final ServiceManifest manifest;

    ServiceOfferings(@All List<ServiceTool> tools, @All List<ServicePrompt> prompts,
            @All List<ServiceResources> resources, Instance<ServiceCompletions> completions, ServiceKitConfig config) {
        tools.stream().sorted(Comparator.comparing(t -> t.descriptor().name())).forEach(this::addTool);
        prompts.stream().sorted(Comparator.comparing(p -> p.descriptor().name())).forEach(this::addPrompt);
        this.resources = List.copyOf(resources);
        this.completions = completions.isResolvable() ? Optional.of(completions.get()) : Optional.empty();

        List<ResourceDescriptor> resourceList = new ArrayList<>();
        List<ResourceTemplateDescriptor> templates = new ArrayList<>();
        for (ServiceResources provider : resources) {
            resourceList.addAll(provider.resources());
            templates.addAll(provider.templates());
        }
        this.manifest = new ServiceManifest(config.name(), config.version(),
                this.tools.values().stream().map(ServiceTool::descriptor).toList(),
                resourceList, templates,
                this.prompts.values().stream().map(ServicePrompt::descriptor).toList(),
                this.completions.isPresent());
    }

    public ServiceManifest manifest() {
        return manifest;
    }

    public Optional<ServiceTool> tool(String name) {
        return Optional.ofNullable(tools.get(name));
    }

    public ArgumentSchema schema(String tool) {
        return schemas.get(tool);
    }

    public Optional<ServicePrompt> prompt(String name) {
        return Optional.ofNullable(prompts.get(name));
    }

    public List<ServiceResources> resources() {
        return resources;
    }

    public Optional<ServiceCompletions> completions() {
        return completions;
    }

    private void addTool(ServiceTool tool) {
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

    private void addPrompt(ServicePrompt prompt) {
        PromptDescriptor descriptor = prompt.descriptor();
        if (prompts.putIfAbsent(descriptor.name(), prompt) != null) {
            throw new IllegalStateException("Two prompts in this service are named '" + descriptor.name() + "'");
        }
    }
}

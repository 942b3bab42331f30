package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * {@code GET /internal/v1/manifest}: everything a service offers. {@code dynamicResources} says the resource list
 * depends on the caller: {@code resources} then holds only what every caller sees, and the gateway asks
 * {@code POST /internal/v1/resources/list} with the caller's context for the rest. {@code http2} says the internal API
 * also answers HTTP/2 without TLS on a connection that opens with HTTP/2 at once (h2c with prior knowledge): the
 * gateway then sends many calls over one connection.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ServiceManifest(
        String service,
        String version,
        List<ToolDescriptor> tools,
        List<ResourceDescriptor> resources,
        List<ResourceTemplateDescriptor> resourceTemplates,
        List<PromptDescriptor> prompts,
        boolean completions,
        boolean dynamicResources,
        boolean http2) {

    public ServiceManifest {
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(version, "version");
        tools = tools == null ? List.of() : List.copyOf(tools);
        resources = resources == null ? List.of() : List.copyOf(resources);
        resourceTemplates = resourceTemplates == null ? List.of() : List.copyOf(resourceTemplates);
        prompts = prompts == null ? List.of() : List.copyOf(prompts);
    }

    /** A manifest of a service that speaks HTTP/1.1 only. */
    public ServiceManifest(String service, String version, List<ToolDescriptor> tools,
            List<ResourceDescriptor> resources, List<ResourceTemplateDescriptor> resourceTemplates,
            List<PromptDescriptor> prompts, boolean completions, boolean dynamicResources) {
        this(service, version, tools, resources, resourceTemplates, prompts, completions, dynamicResources, false);
    }

    /** A manifest whose resource list is the same for every caller, of a service that speaks HTTP/1.1 only. */
    public ServiceManifest(String service, String version, List<ToolDescriptor> tools,
            List<ResourceDescriptor> resources, List<ResourceTemplateDescriptor> resourceTemplates,
            List<PromptDescriptor> prompts, boolean completions) {
        this(service, version, tools, resources, resourceTemplates, prompts, completions, false);
    }
}

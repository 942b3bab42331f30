package dev.switchboard.bridge.upstream;

import java.util.List;

import io.modelcontextprotocol.spec.McpSchema;

/** What an upstream offered when last listed (kept while it is down, so its tools stay listed and say why they fail). */
public record Catalogue(
        List<McpSchema.Tool> tools,
        List<McpSchema.Prompt> prompts,
        List<McpSchema.Resource> resources,
        List<McpSchema.ResourceTemplate> templates,
        boolean completions) {

    public static final Catalogue EMPTY = new Catalogue(List.of(), List.of(), List.of(), List.of(), false);

    public Catalogue {
        tools = List.copyOf(tools);
        prompts = List.copyOf(prompts);
        resources = List.copyOf(resources);
        templates = List.copyOf(templates);
    }
}

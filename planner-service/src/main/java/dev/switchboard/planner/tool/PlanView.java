package dev.switchboard.planner.tool;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ResourceRead;
import dev.switchboard.contract.kit.ServiceResources;

/**
 * The MCP App of {@code generatePlan}: {@value #URI}, one self-contained HTML page (inline script and style, no other
 * origin) that draws the plan as lanes of phases with its dependency arrows, follows a step's dependencies on a click,
 * and plans again with a requirement added, through the host. It declares no Content Security Policy: the host applies
 * the specification's restrictive default, which is all the page needs.
 */
@ApplicationScoped
public class PlanView implements ServiceResources {

    public static final String URI = "ui://planner/plan";
    static final String RESOURCE = "/views/plan.html";

    private final String html;
    private final ObjectNode meta;

    PlanView(ObjectMapper json) {
        try (InputStream in = PlanView.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The plan view " + RESOURCE + " is missing from the class path");
            }
            this.html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.meta = json.createObjectNode();
        meta.putObject(McpApps.META).put("prefersBorder", true);
    }

    @Override
    public List<ResourceDescriptor> resources() {
        return List.of(new ResourceDescriptor(URI, "plan-view", "Plan", "An interactive view of a plan made by "
                + "generatePlan: its steps by phase with their dependencies", McpApps.MIME_TYPE, null, null, null,
                meta));
    }

    @Override
    public Optional<ResourceResult> read(ResourceRead read) {
        if (!URI.equals(read.uri())) {
            return Optional.empty();
        }
        return Optional.of(ResourceResult.of(new ResourceContents(URI, McpApps.MIME_TYPE, html, null, meta)));
    }
}

package dev.switchboard.contract.kit;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;

/** Test tool offered to tenant {@code acme} only: says which tenant called it. */
@ApplicationScoped
public class TeamNotesTool implements ServiceTool {

    private final ObjectMapper json;

    TeamNotesTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        return ToolDescriptor.of("kitTeamNotes", "Team notes", "Answers the calls of tenant acme only",
                json.createObjectNode().put("type", "object"), null).withTenants(List.of("acme"));
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.text("called by " + call.context().tenant()));
    }
}

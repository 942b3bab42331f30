package dev.switchboard.conformance.tasks;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code greet}: answers "Hello, {name}!" at once; never a task, whatever the client asks. */
@ApplicationScoped
public class GreetTool implements ServiceTool {

    static final String NAME = "greet";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Greet", "Answers \"Hello, <name>!\" at once. Never runs as a task.",
                TaskFixtures.withString(FixtureDescriptors.objectSchema(), "name", "Who to greet", true), null,
                FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.text("Hello, " + call.arguments().path("name").asText() + "!"));
    }
}

package dev.switchboard.conformance.tasks;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code protocol_error_job}: a task whose call ends in a JSON-RPC error (-32603) instead of a result, which a task
 * records as {@code failed} with the error inlined.
 */
@ApplicationScoped
public class ProtocolErrorJobTool implements ServiceTool {

    static final String NAME = "protocol_error_job";

    @Override
    public ToolDescriptor descriptor() {
        return TaskFixtures.taskTool(NAME, "Protocol error job",
                "Runs as a task when the client supports tasks; its call always ends in a JSON-RPC error (-32603) "
                        + "rather than a result. Takes no arguments.",
                FixtureDescriptors.noArguments(), TaskSupport.OPTIONAL);
    }

    @Override
    public ToolResult call(ToolCall call) {
        Pause.of(Duration.ofMillis(200), call.events());
        throw new ContractException(400, new ContractError(ContractError.INTERNAL_ERROR,
                "protocol_error_job ended in a protocol error, as it always does", null));
    }
}

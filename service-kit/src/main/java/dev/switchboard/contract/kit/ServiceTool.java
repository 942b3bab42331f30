package dev.switchboard.contract.kit;

import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;

/**
 * A tool a service offers. Declare it as a CDI bean; the kit lists it in the manifest, validates arguments against
 * its {@code inputSchema} and routes {@code POST /internal/v1/tools/{name}} to {@link #call}.
 */
public interface ServiceTool {

    ToolDescriptor descriptor();

    /**
     * Runs the tool on arguments that already passed the input schema. Throw {@link ContractException} for input the
     * schema cannot express as wrong; return {@link ToolResult#error} for failures the model should read.
     */
    ToolResult call(ToolCall call);

    /**
     * Whether this call should run as a durable task. Asked only when the descriptor's {@code execution.taskSupport}
     * allows tasks, the client can take one and the call is not running as one yet. True (the default) has the
     * gateway record a task, answer the client with it, and call {@link #call} again, with the same arguments and
     * input, as the task's worker; false runs it now (a small input that finishes at once, or a question the tool
     * asks the client before its long part starts).
     */
    default boolean runsAsTask(ToolCall call) {
        return true;
    }

    /**
     * Valid arguments for the {@code round}-th of a series of sample calls, or empty (the default) for a tool that
     * must not be called without a client: one with side effects, or one that calls something outside the service.
     * Optional: the runtime-tuning module's warm-up calls the tools that give them before the service registers. Vary
     * them with the round the way clients' calls vary, so that the paths real calls take are the ones exercised and no
     * cache inside the tool answers them.
     */
    default Optional<ObjectNode> sampleArguments(long round) {
        return Optional.empty();
    }

    /**
     * Whether {@link #call} may wait: on I/O, a lock, another thread or the client. True (the default) runs each call on
     * a virtual thread. A tool that only computes on its arguments may return false: the kit then runs a call with a
     * small request on the event loop that received it, which spares the two thread hand-offs of a virtual thread
     * (docs/performance.md has the figure); a larger request still goes to a virtual thread, so that a long computation
     * never holds the loop. A tool that answers false and then blocks stalls every request on its event loop.
     */
    default boolean blocks() {
        return true;
    }

    /** Whether the tool is offered right now; fire {@link OfferingsChanged} when this changes. */
    default boolean listed() {
        return true;
    }
}

package dev.switchboard.contract.kit;

import java.util.Optional;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ToolExecution;
import io.vertx.core.Context;

/**
 * A test tool written as an annotated method that names the gateway's settings (cache, timeout, idempotence, tasks)
 * and never blocks; it says which kind of thread ran it and under which task ("none" outside one). Its {@code padding} is
 * ignored.
 */
@ToolBean
public class GaugeTools {

    public record Where(boolean eventLoop, boolean virtual, String taskId) {
    }

    @Tool(name = "kitGauge", description = "Says which thread ran it.", readOnly = true, idempotent = true, cacheTtlMs = 60_000, timeoutMs = 5_000, taskSupport = ToolExecution.TaskSupport.OPTIONAL, blocks = false)
    public Where gauge(Optional<String> padding, CallContext context) {
        return new Where(Context.isOnEventLoopThread(), Thread.currentThread().isVirtual(),
                context.taskId() == null ? "none" : context.taskId());
    }
}

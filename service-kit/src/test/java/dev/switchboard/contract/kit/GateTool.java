package dev.switchboard.contract.kit;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;

/**
 * Test tool that blocks each call until {@link #PARTIES} calls are inside it at the same time, or 20 s have passed,
 * and says which. One gate per application: only {@code BlockingCallsAreNotCappedByAThreadPoolTest} calls it.
 */
@ApplicationScoped
public class GateTool implements ServiceTool {

    static final int PARTIES = 100;

    private final ObjectMapper json;
    private final CountDownLatch inside = new CountDownLatch(PARTIES);

    GateTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        return ToolDescriptor.of("kitGate", "Gate", "Waits for its peers", json.createObjectNode().put("type", "object"),
                null);
    }

    @Override
    public ToolResult call(ToolCall call) {
        inside.countDown();
        try {
            return ToolResult.structured(json.createObjectNode().put("allInside", inside.await(20, TimeUnit.SECONDS)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted at the gate", e);
        }
    }
}

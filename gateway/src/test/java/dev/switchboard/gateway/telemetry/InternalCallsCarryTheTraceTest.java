package dev.switchboard.gateway.telemetry;

import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The internal call to a service carries the trace on: its {@code traceparent} names the gateway's CLIENT span. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InternalCallsCarryTheTraceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Inject
    InMemorySpanExporter exporter;

    @Test
    void theServiceReceivesTheCallersTraceWithTheGatewaysSpanAsParent() throws Exception {
        try (TraceProbe service = TraceProbe.start(registry, "trace-probe", "trace_probe")) {
            mcp.awaitTool("trace_probe");

            String traceId = TestSpans.newTraceId();
            mcp.modern("tools/call").tool("trace_probe", "{}")
                    .meta("\"traceparent\":\"00-" + traceId + "-2122232425262728-01\"").then().statusCode(200);

            List<SpanData> spans = TestSpans.await(exporter, traceId, "tools/call trace_probe");
            SpanData client = spans.stream().filter(span -> span.getKind() == SpanKind.CLIENT).findFirst()
                    .orElseThrow();
            assertThat(service.traceparent()).isEqualTo("00-" + traceId + "-" + client.getSpanId() + "-01");
            assertThat(client.getAttributes().get(io.opentelemetry.api.common.AttributeKey.stringKey("error.type")))
                    .isNull();
        }
    }
}

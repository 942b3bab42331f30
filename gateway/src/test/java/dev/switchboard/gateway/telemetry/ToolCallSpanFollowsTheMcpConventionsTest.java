package dev.switchboard.gateway.telemetry;

import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 2026-07-28 {@code tools/call} is one SERVER span named {@code tools/call <tool>} with the conventions' attributes,
 * continuing the trace the client put in {@code params._meta}, and one CLIENT span for the internal call under it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolCallSpanFollowsTheMcpConventionsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    InMemorySpanExporter exporter;

    @Test
    void theCallContinuesTheClientsTraceFromMeta() {
        mcp.awaitTool("fx_echo");
        String traceId = TestSpans.newTraceId();
        String clientSpan = "00f067aa0ba902b7";
        mcp.modern("tools/call").id("\"call-1\"").tool("fx_echo", "{\"text\":\"hi\"}")
                .meta("\"traceparent\":\"00-" + traceId + "-" + clientSpan + "-01\"").then().statusCode(200);

        List<SpanData> spans = TestSpans.await(exporter, traceId, "tools/call fx_echo");
        SpanData server = TestSpans.named(spans, "tools/call fx_echo");
        assertThat(server.getKind()).isEqualTo(SpanKind.SERVER);
        assertThat(server.getParentSpanId()).isEqualTo(clientSpan);
        assertThat(server.getAttributes().get(AttributeKey.stringKey("mcp.method.name"))).isEqualTo("tools/call");
        assertThat(server.getAttributes().get(AttributeKey.stringKey("mcp.protocol.version"))).isEqualTo(
                McpTestClient.MODERN_VERSION);
        assertThat(server.getAttributes().get(AttributeKey.stringKey("jsonrpc.request.id"))).isEqualTo("call-1");
        assertThat(server.getAttributes().get(AttributeKey.stringKey("gen_ai.tool.name"))).isEqualTo("fx_echo");
        assertThat(server.getAttributes().get(AttributeKey.stringKey("gen_ai.operation.name")))
                .isEqualTo("execute_tool");
        assertThat(server.getAttributes().get(AttributeKey.stringKey("mcp.session.id"))).isNull();
        assertThat(server.getAttributes().get(AttributeKey.stringKey("error.type"))).isNull();

        SpanData internal = spans.stream().filter(s -> s.getKind() == SpanKind.CLIENT).findFirst().orElseThrow();
        assertThat(internal.getParentSpanId()).isEqualTo(server.getSpanId());
        assertThat(internal.getAttributes().get(AttributeKey.stringKey("url.full"))).endsWith("/tools/fx_echo");
    }
}

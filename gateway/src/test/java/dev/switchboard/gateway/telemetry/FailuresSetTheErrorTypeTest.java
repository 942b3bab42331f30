package dev.switchboard.gateway.telemetry;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code error.type} is {@code tool_error} for an {@code isError} result and the JSON-RPC code for a protocol error. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FailuresSetTheErrorTypeTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    InMemorySpanExporter exporter;

    @Test
    void anIsErrorResultIsAToolError() {
        mcp.awaitTool("fx_fail");
        String traceId = TestSpans.newTraceId();
        mcp.modern("tools/call").tool("fx_fail", "{}").meta(traceparent(traceId)).then().statusCode(200);

        SpanData span = TestSpans.named(TestSpans.await(exporter, traceId, "tools/call fx_fail"), "tools/call fx_fail");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type"))).isEqualTo("tool_error");
        assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    @Test
    void anUnknownToolIsInvalidParams() {
        mcp.awaitTool("fx_echo");
        String traceId = TestSpans.newTraceId();
        mcp.modern("tools/call").tool("fx_nowhere", "{}").meta(traceparent(traceId)).post();

        SpanData span = TestSpans.named(TestSpans.await(exporter, traceId, "tools/call fx_nowhere"),
                "tools/call fx_nowhere");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type"))).isEqualTo("-32602");
        assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    private static String traceparent(String traceId) {
        return "\"traceparent\":\"00-" + traceId + "-0102030405060708-01\"";
    }
}

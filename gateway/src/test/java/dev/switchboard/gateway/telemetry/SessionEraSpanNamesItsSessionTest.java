package dev.switchboard.gateway.telemetry;

import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the session era a request's span carries {@code mcp.session.id}, and without a {@code _meta} trace context it
 * continues the one in the HTTP {@code traceparent} header.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraSpanNamesItsSessionTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    InMemorySpanExporter exporter;

    @Test
    void theSpanCarriesTheSessionAndTheHeadersTrace() {
        mcp.awaitTool("fx_echo");
        McpSession session = mcp.session().open();
        String traceId = TestSpans.newTraceId();
        String parent = "a1b2c3d4e5f60718";
        Map<String, String> headers = new java.util.HashMap<>(session.headers());
        headers.put("traceparent", "00-" + traceId + "-" + parent + "-01");
        mcp.post(headers, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_echo\","
                + "\"arguments\":{\"text\":\"hi\"}}}").then().statusCode(200);

        List<SpanData> spans = TestSpans.await(exporter, traceId, "tools/call fx_echo");
        SpanData server = TestSpans.named(spans, "tools/call fx_echo");
        assertThat(server.getParentSpanId()).isEqualTo(parent);
        assertThat(server.getAttributes().get(AttributeKey.stringKey("mcp.session.id"))).isEqualTo(session.id());
        assertThat(server.getAttributes().get(AttributeKey.stringKey("mcp.protocol.version")))
                .isEqualTo(session.version());
    }
}

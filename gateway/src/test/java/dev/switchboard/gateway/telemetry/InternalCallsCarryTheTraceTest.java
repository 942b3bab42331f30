package dev.switchboard.gateway.telemetry;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
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
    private final AtomicReference<String> received = new AtomicReference<>();
    private HttpServer service;

    @Inject
    ServiceRegistry registry;

    @Inject
    InMemorySpanExporter exporter;

    @AfterEach
    void stop() {
        if (service != null) {
            service.stop(0);
        }
    }

    @Test
    void theServiceReceivesTheCallersTraceWithTheGatewaysSpanAsParent() throws IOException {
        service = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        service.createContext("/internal/v1/tools/trace_probe", exchange -> {
            received.set(exchange.getRequestHeaders().getFirst("traceparent"));
            byte[] answer = "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        service.start();
        registry.publish(ExtraRegistrations.of("trace-probe", "http://127.0.0.1:" + service.getAddress().getPort(),
                Instant.now(), "trace_probe"), Duration.ofSeconds(60), true);
        mcp.awaitTool("trace_probe");

        String traceId = TestSpans.newTraceId();
        mcp.modern("tools/call").tool("trace_probe", "{}")
                .meta("\"traceparent\":\"00-" + traceId + "-2122232425262728-01\"").then().statusCode(200);

        List<SpanData> spans = TestSpans.await(exporter, traceId, "tools/call trace_probe");
        SpanData client = spans.stream().filter(span -> span.getKind() == SpanKind.CLIENT).findFirst().orElseThrow();
        assertThat(received.get()).isEqualTo("00-" + traceId + "-" + client.getSpanId() + "-01");
        assertThat(client.getAttributes().get(io.opentelemetry.api.common.AttributeKey.stringKey("error.type")))
                .isNull();
    }
}

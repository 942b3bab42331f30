package dev.switchboard.gateway.telemetry;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;

/**
 * A stand-in tool service for the trace tests: one tool that answers "ok", registered with the gateway, keeping the
 * {@code traceparent} header its first call brought.
 */
final class TraceProbe implements AutoCloseable {

    private final HttpServer server;
    private final CompletableFuture<String> traceparent = new CompletableFuture<>();

    private TraceProbe(HttpServer server) {
        this.server = server;
    }

    static TraceProbe start(ServiceRegistry registry, String service, String tool) throws IOException {
        TraceProbe probe = new TraceProbe(HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0));
        probe.server.createContext("/internal/v1/tools/" + tool, exchange -> {
            String header = exchange.getRequestHeaders().getFirst("traceparent");
            probe.traceparent.complete(header == null ? "none" : header);
            byte[] answer = "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        probe.server.start();
        registry.publish(ExtraRegistrations.of(service, "http://127.0.0.1:" + probe.server.getAddress().getPort(),
                Instant.now(), tool), Duration.ofSeconds(60), true);
        return probe;
    }

    /** The {@code traceparent} of the first call, {@code none} when it had none; waits for that call. */
    String traceparent() throws Exception {
        return traceparent.get(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

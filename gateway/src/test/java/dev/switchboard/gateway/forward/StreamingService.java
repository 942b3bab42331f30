package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;

/**
 * A stand-in for a tool service that answers every call with a {@code text/event-stream} written chunk by chunk, each
 * flushed on its own: what the kit never sends (a reply cut anywhere, an event of any size).
 */
final class StreamingService implements AutoCloseable {

    private final HttpServer server;
    private final List<byte[]> chunks;
    private final ServiceRegistry registry;
    private final String name;

    /** Starts the service and registers it as {@code name}, offering {@code tool}. */
    StreamingService(ServiceRegistry registry, String name, String tool, List<byte[]> chunks) {
        this.registry = registry;
        this.name = name;
        this.chunks = List.copyOf(chunks);
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", this::answer);
        server.start();
        String baseUrl = "http://127.0.0.1:" + server.getAddress().getPort();
        ExtraRegistrations.publish(registry, ExtraRegistrations.of(name, baseUrl, Instant.now(), tool));
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            OutputStream body = exchange.getResponseBody();
            for (byte[] chunk : chunks) {
                body.write(chunk);
                body.flush();
            }
        } catch (IOException e) {
            // The gateway reset the connection: what a reply over a cap gets.
        }
    }

    @Override
    public void close() {
        server.stop(0);
        registry.withdraw(name, name + "-1");
    }
}

package dev.switchboard.gateway.forward;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;

/**
 * A stand-in for a tool service on a Vert.x server, which answers HTTP/1.1 and h2c alike: it records the protocol and
 * the connection of every call, and holds its answers until {@code together} calls are in, so that they are in flight
 * at once (or for 10 s, after which it answers anyway and the test's assertions say what was missing).
 */
final class ProtocolRecordingService implements AutoCloseable {

    /** One call as the service saw it. */
    record Seen(HttpVersion version, int clientPort) {
    }

    private final HttpServer server;
    private final ServiceRegistry registry;
    private final String name;
    private final int together;
    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final List<HttpServerRequest> held = new CopyOnWriteArrayList<>();

    /** Starts the service and registers it as {@code name} offering {@code tool}, declaring HTTP/2 or not. */
    ProtocolRecordingService(Vertx vertx, ServiceRegistry registry, String name, String tool, boolean http2,
            int together) throws Exception {
        this.registry = registry;
        this.name = name;
        this.together = together;
        server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0))
                .requestHandler(request -> request.body().onSuccess(ignored -> take(request)));
        server.listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        String baseUrl = "http://127.0.0.1:" + server.actualPort();
        ExtraRegistrations.publish(registry, ExtraRegistrations.of(name, baseUrl, Instant.now(), http2, tool));
    }

    private void take(HttpServerRequest request) {
        seen.add(new Seen(request.version(), request.connection().remoteAddress().port()));
        held.add(request);
        if (held.size() >= together) {
            answerHeld();
        } else if (held.size() == 1) {
            CompletableFuture.delayedExecutor(10, TimeUnit.SECONDS).execute(this::answerHeld);
        }
    }

    private synchronized void answerHeld() {
        for (HttpServerRequest request : held) {
            held.remove(request);
            request.response().putHeader("Content-Type", "application/json").end(
                    "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"over "
                            + request.version() + "\"}],\"isError\":false}");
        }
    }

    List<Seen> seen() {
        return List.copyOf(seen);
    }

    @Override
    public void close() throws Exception {
        registry.withdraw(name, name + "-1");
        server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }
}

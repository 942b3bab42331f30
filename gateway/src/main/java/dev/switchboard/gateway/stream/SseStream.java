package dev.switchboard.gateway.stream;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerResponse;

/**
 * A long-lived SSE response: the session era's standalone GET stream, a 2026 {@code subscriptions/listen} stream, or
 * a 2024-11-05 HTTP+SSE stream. It opens at once, writes frames as they come, sends keep-alive comments, and tells
 * its owner when the client goes away.
 */
public final class SseStream {

    private static final long KEEPALIVE_MS = 15_000;

    private final HttpServerResponse response;
    private final Vertx vertx;
    private final List<Runnable> closeHooks = new CopyOnWriteArrayList<>();
    private final long keepalive;
    private volatile boolean closed;

    /** Starts the stream: status 200 and SSE headers are written immediately. */
    public SseStream(HttpServerResponse response, Vertx vertx, Runnable onKeepalive) {
        this.response = response;
        this.vertx = vertx;
        response.setStatusCode(200).setChunked(true)
                .putHeader("Content-Type", "text/event-stream")
                .putHeader("Cache-Control", "no-cache")
                .putHeader("X-Accel-Buffering", "no");
        response.closeHandler(ignored -> closed());
        response.exceptionHandler(ignored -> closed());
        response.write(":\n\n");
        this.keepalive = vertx.setPeriodic(KEEPALIVE_MS, timer -> {
            if (!closed) {
                response.write(": keepalive\n\n");
                onKeepalive.run();
            }
        });
    }

    public boolean isOpen() {
        return !closed && !response.ended();
    }

    /** Writes one event: {@code id} may be null, {@code event} null means the default ("message"). */
    public synchronized void event(String id, String event, String data) {
        if (!isOpen()) {
            return;
        }
        StringBuilder frame = new StringBuilder();
        if (id != null) {
            frame.append("id: ").append(id).append('\n');
        }
        if (event != null) {
            frame.append("event: ").append(event).append('\n');
        }
        frame.append("data: ").append(data).append("\n\n");
        response.write(frame.toString());
    }

    /** A raw frame line such as {@code retry: 1000}. */
    public synchronized void raw(String frame) {
        if (isOpen()) {
            response.write(frame);
        }
    }

    public void onClose(Runnable hook) {
        closeHooks.add(hook);
        if (closed) {
            hook.run();
        }
    }

    /** Ends the stream from the server side. */
    public synchronized void close() {
        if (!response.ended() && !closed) {
            response.end();
        }
        closed();
    }

    private void closed() {
        if (!closed) {
            closed = true;
            vertx.cancelTimer(keepalive);
            closeHooks.forEach(Runnable::run);
        }
    }
}

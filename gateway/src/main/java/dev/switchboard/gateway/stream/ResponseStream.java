package dev.switchboard.gateway.stream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;

/**
 * The HTTP response to one POSTed request. It stays a plain JSON response unless a notification or server→client
 * request must go out before the answer: then it turns into an SSE stream that ends with the answer (the reference
 * SDK's behaviour). Session-era streams log every event for {@code Last-Event-ID} resumption, start with a priming
 * event and may be paused (closed with {@code retry:}) while the request goes on.
 */
public final class ResponseStream implements Outbound {

    private static final long KEEPALIVE_MS = 15_000;

    private final HttpServerResponse response;
    private final Vertx vertx;
    private final ObjectMapper json;
    private final StreamLog log;
    private final boolean priming;
    private final Map<String, String> headers;
    private final List<Runnable> goneHooks = new CopyOnWriteArrayList<>();
    private boolean sse;
    private boolean finished;
    private boolean detached;
    private volatile boolean clientGone;
    private long keepalive = -1;

    /**
     * @param log where session-era events are kept, or null (2026: no ids, no resumption)
     * @param priming whether an SSE stream starts with a priming event (SEP-1699, 2025-11-25 clients)
     */
    public ResponseStream(HttpServerResponse response, Vertx vertx, ObjectMapper json, StreamLog log, boolean priming,
            Map<String, String> headers) {
        this.response = response;
        this.vertx = vertx;
        this.json = json;
        this.log = log;
        this.priming = priming && log != null;
        this.headers = headers;
        response.closeHandler(ignored -> gone());
    }

    @Override
    public void onClientGone(Runnable hook) {
        goneHooks.add(hook);
        if (clientGone) {
            hook.run();
        }
    }

    /** Sends a notification or a server→client request, switching to SSE if needed. */
    @Override
    public synchronized void send(ObjectNode message) {
        if (finished) {
            return;
        }
        startSse();
        emit(message);
    }

    @Override
    public synchronized boolean sendIfOpen(ObjectNode message) {
        if (finished) {
            return false;
        }
        send(message);
        return true;
    }

    /** A plain JSON answer, or one on a stream whose events are not logged, is written without waiting. */
    @Override
    public synchronized boolean answersWithoutBlocking() {
        return log == null || !sse;
    }

    /** Sends the final JSON-RPC response and ends the exchange. */
    @Override
    public synchronized void finish(ObjectNode message) {
        if (finished) {
            return;
        }
        finished = true;
        if (!sse) {
            if (!clientGone && !response.ended()) {
                response.setStatusCode(200);
                headers.forEach(response::putHeader);
                response.putHeader("Content-Type", "application/json").end(Buffer.buffer(bytes(message)));
            }
            return;
        }
        emit(message);
        stopKeepalive();
        if (!detached && !response.ended() && !clientGone) {
            response.end();
        }
    }

    /**
     * Closes the client's stream now (SEP-1699): {@code retry:} tells the client when to resume with
     * {@code Last-Event-ID}. Later events are still logged, so the resumed stream replays them. Only for session-era
     * streams; a 2026 stream cannot be resumed and stays open.
     */
    @Override
    public synchronized void pause(long retryMs) {
        if (log == null || finished) {
            return;
        }
        startSse();
        if (!detached && !clientGone) {
            response.write("retry: " + retryMs + "\n\n");
            response.end();
        }
        detached = true;
        stopKeepalive();
    }

    /** Ends the exchange without an answer: a 202 if nothing was streamed yet, else the end of the stream. */
    @Override
    public synchronized void abandon() {
        if (finished) {
            return;
        }
        finished = true;
        stopKeepalive();
        if (!detached && !clientGone && !response.ended()) {
            if (!sse) {
                response.setStatusCode(202);
            }
            response.end();
        }
    }

    /**
     * Ends with a plain JSON reply at {@code status} with {@code headers} (errors found before anything was streamed);
     * once streaming, the message ends the stream like any response.
     */
    @Override
    public synchronized void reject(int status, Map<String, String> extraHeaders, ObjectNode message) {
        if (finished) {
            return;
        }
        if (sse) {
            finish(message);
            return;
        }
        finished = true;
        if (!clientGone && !response.ended()) {
            extraHeaders.forEach(response::putHeader);
            response.setStatusCode(status).putHeader("Content-Type", "application/json")
                    .end(Buffer.buffer(bytes(message)));
        }
    }

    private void startSse() {
        if (sse) {
            return;
        }
        sse = true;
        if (clientGone || response.ended()) {
            detached = true;
            return;
        }
        response.setStatusCode(200).setChunked(true);
        headers.forEach(response::putHeader);
        response.putHeader("Content-Type", "text/event-stream")
                .putHeader("Cache-Control", "no-cache")
                .putHeader("X-Accel-Buffering", "no");
        StringBuilder first = new StringBuilder();
        if (priming) {
            first.append("id: ").append(log.append("")).append("\ndata: \n\n");
        }
        response.write(first.isEmpty() ? ":\n\n" : first.toString());
        keepalive = vertx.setPeriodic(KEEPALIVE_MS, id -> {
            if (!response.ended() && !clientGone) {
                response.write(": keepalive\n\n");
            }
        });
    }

    private void emit(ObjectNode message) {
        String data = new String(bytes(message), StandardCharsets.UTF_8);
        String id = log == null ? null : log.append(data);
        if (detached || clientGone || response.ended()) {
            return;
        }
        response.write((id == null ? "" : "id: " + id + "\n") + "event: message\ndata: " + data + "\n\n");
    }

    private void gone() {
        if (!clientGone) {
            clientGone = true;
            stopKeepalive();
            if (!finished) {
                goneHooks.forEach(Runnable::run);
            }
        }
    }

    private void stopKeepalive() {
        if (keepalive >= 0) {
            vertx.cancelTimer(keepalive);
            keepalive = -1;
        }
    }

    private byte[] bytes(ObjectNode message) {
        try {
            return json.writeValueAsBytes(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

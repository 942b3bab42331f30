package dev.switchboard.gateway.warmup;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;

import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

/**
 * The warm-up's synthetic clients: {@code concurrency} loops over keep-alive loopback connections to the gateway's own
 * {@code /mcp}. Nine rounds in ten are a 2026-07-28 {@code tools/call} with a text of its own (so the cache misses,
 * as distinct calls do); the tenth is a whole session-era conversation (initialize, initialized, three calls,
 * {@code tools/list}, DELETE), so sessions in Redis are exercised and none is left behind.
 * <p>
 * Each call starts on an event-loop context of its loop's own, as the gateway's forwarding does, never from the
 * loop's virtual thread directly: called from a thread outside any Vert.x context, on an event loop that also carries
 * handler threads, about one call in ten thousand had its response's head delivered and its body never (the client
 * waited out its timeout), and the calls ran at a third of the speed.
 */
final class WarmupCalls {

    /** How long a call may take; a stop waits for a conversation's six calls at their longest. */
    private static final long CALL_TIMEOUT_MILLIS = 5_000;
    private static final Duration STOP_WAIT = Duration.ofMillis(6 * (CALL_TIMEOUT_MILLIS + 1_000));
    private static final String SESSION_VERSION = ProtocolVersions.SESSION_ERA.getFirst();
    private static final String[] WORDS = { "gateway", "replica", "warm", "request", "tenant", "session", "tool",
            "schema", "cache", "stream", "answer", "Redis", "loopback", "pipeline", "compiler" };

    private final Vertx vertx;
    private final HttpClient http;
    private final String url;
    private final String authorization;
    private final int concurrency;
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final List<Thread> loops = new ArrayList<>();
    private volatile boolean running = true;
    private volatile String lastFailure = "none";

    WarmupCalls(Vertx vertx, String base, String authorization, int concurrency) {
        this.vertx = vertx;
        this.url = base + "/mcp";
        this.authorization = authorization;
        this.concurrency = Math.max(1, concurrency);
        this.http = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true)
                .setConnectTimeout(2_000), new PoolOptions().setHttp1MaxSize(this.concurrency));
    }

    void start() {
        for (int i = 0; i < concurrency; i++) {
            loops.add(Thread.ofVirtual().name("switchboard-warmup-", i).start(this::loop));
        }
    }

    /**
     * Stops the loops and waits until each has ended its round: a conversation under way still deletes its session.
     * Returns at once when already stopped.
     */
    synchronized void stop() {
        if (!running) {
            return;
        }
        running = false;
        long deadline = System.nanoTime() + STOP_WAIT.toNanos();
        for (Thread loop : loops) {
            try {
                Waits.join(loop, Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            if (loop.isAlive()) {
                failed.incrementAndGet();
                lastFailure = "a round still under way " + STOP_WAIT.toSeconds() + " s after the warm-up ended";
            }
        }
        http.close();
    }

    long answered() {
        return answered.get();
    }

    long failed() {
        return failed.get();
    }

    String lastFailure() {
        return lastFailure;
    }

    private void loop() {
        Context context = vertx.getOrCreateContext();
        while (running) {
            long n = sequence.incrementAndGet();
            try {
                if (n % 10 == 0) {
                    conversation(context, n);
                } else {
                    modernCall(context, n);
                }
            } catch (Exception e) {
                failed.incrementAndGet();
                lastFailure = String.valueOf(e instanceof ExecutionException && e.getCause() != null ? e.getCause()
                        : e);
                if (running) {
                    pause();
                }
            }
        }
    }

    private void modernCall(Context context, long n) throws Exception {
        String params = "{\"name\":\"" + Warmup.TOOL + "\",\"arguments\":" + arguments(n) + ",\"_meta\":{\""
                + MetaKeys.PROTOCOL_VERSION + "\":\"" + ProtocolVersions.STATELESS + "\",\""
                + MetaKeys.CLIENT_CAPABILITIES + "\":{}}}";
        expect(send(context, HttpMethod.POST, message(n, "tools/call", params), Map.of(McpHeaders.PROTOCOL_VERSION,
                ProtocolVersions.STATELESS, McpHeaders.METHOD, "tools/call", McpHeaders.NAME, Warmup.TOOL)), 200);
    }

    private void conversation(Context context, long n) throws Exception {
        String hello = "{\"protocolVersion\":\"" + SESSION_VERSION
                + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"switchboard-warmup\",\"version\":\"1\"}}";
        Answer opened = send(context, HttpMethod.POST, message(n, "initialize", hello), Map.of());
        expect(opened, 200);
        String session = opened.session();
        if (session == null) {
            throw new IllegalStateException("initialize answered without " + McpHeaders.SESSION_ID);
        }
        Map<String, String> headers = Map.of(McpHeaders.SESSION_ID, session, McpHeaders.PROTOCOL_VERSION,
                SESSION_VERSION);
        try {
            String initialized = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
            expect(send(context, HttpMethod.POST, initialized, headers), 202);
            for (int i = 0; i < 3; i++) {
                expect(send(context, HttpMethod.POST, message(n, "tools/call", "{\"name\":\"" + Warmup.TOOL
                        + "\",\"arguments\":" + arguments(n * 4 + i) + "}"), headers), 200);
            }
            expect(send(context, HttpMethod.POST, message(n, "tools/list", "{}"), headers), 200);
        } finally {
            expect(send(context, HttpMethod.DELETE, null, headers), 204);
        }
    }

    private static String message(long id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    private static String arguments(long n) {
        StringBuilder text = new StringBuilder(160);
        for (int i = 0; i < 12; i++) {
            text.append(WORDS[(int) ((n + i * 7) % WORDS.length)]).append(' ');
        }
        text.append(n).append('.');
        return "{\"text\":\"" + text + "\",\"top\":" + (1 + n % 10) + ",\"language\":\"en\"}";
    }

    private void expect(Answer answer, int status) {
        if (answer.status() != status || (status == 200 && !answer.body().contains("\"result\""))) {
            throw new IllegalStateException("HTTP " + answer.status() + ": " + abbreviated(answer.body()));
        }
        answered.incrementAndGet();
    }

    private Answer send(Context context, HttpMethod method, String body, Map<String, String> headers)
            throws Exception {
        RequestOptions options = new RequestOptions().setMethod(method).setAbsoluteURI(url)
                .putHeader("Accept", "application/json, text/event-stream").putHeader("Authorization", authorization)
                .setTimeout(CALL_TIMEOUT_MILLIS);
        if (body != null) {
            options.putHeader("Content-Type", "application/json");
        }
        headers.forEach(options::putHeader);
        CompletableFuture<Answer> answer = new CompletableFuture<>();
        context.runOnContext(ignored -> {
            try {
                http.request(options)
                        .compose(request -> body == null ? request.send() : request.send(Buffer.buffer(body)))
                        .compose(response -> response.body().map(bytes -> new Answer(response.statusCode(),
                                response.getHeader(McpHeaders.SESSION_ID), bytes.toString())))
                        .onSuccess(answer::complete).onFailure(answer::completeExceptionally);
            } catch (RuntimeException e) { // the client closed by a shutdown
                answer.completeExceptionally(e);
            }
        });
        return Waits.get(answer, Duration.ofMillis(CALL_TIMEOUT_MILLIS + 1_000));
    }

    private static String abbreviated(String body) {
        return body.length() <= 200 ? body : body.substring(0, 200) + "...";
    }

    private static void pause() {
        try {
            Waits.sleep(Duration.ofMillis(100));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private record Answer(int status, String session, String body) {
    }
}

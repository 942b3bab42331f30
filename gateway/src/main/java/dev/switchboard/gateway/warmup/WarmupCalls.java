package dev.switchboard.gateway.warmup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ProtocolVersions;
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
 */
final class WarmupCalls {

    private static final String SESSION_VERSION = ProtocolVersions.SESSION_ERA.getFirst();
    private static final String[] WORDS = { "gateway", "replica", "warm", "request", "tenant", "session", "tool",
            "schema", "cache", "stream", "answer", "Redis", "loopback", "pipeline", "compiler" };

    private final HttpClient http;
    private final String url;
    private final String secret;
    private final int concurrency;
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final List<Thread> loops = new ArrayList<>();
    private volatile boolean running = true;
    private volatile String lastFailure = "none";

    WarmupCalls(Vertx vertx, String base, String secret, int concurrency) {
        this.url = base + "/mcp";
        this.secret = secret;
        this.concurrency = Math.max(1, concurrency);
        this.http = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true)
                .setConnectTimeout(2_000), new PoolOptions().setHttp1MaxSize(this.concurrency));
    }

    void start() {
        for (int i = 0; i < concurrency; i++) {
            loops.add(Thread.ofVirtual().name("switchboard-warmup-", i).start(this::loop));
        }
    }

    void stop() {
        running = false;
        for (Thread loop : loops) {
            try {
                loop.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
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
        while (running) {
            long n = sequence.incrementAndGet();
            try {
                if (n % 10 == 0) {
                    conversation(n);
                } else {
                    modernCall(n);
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

    private void modernCall(long n) throws Exception {
        String params = "{\"name\":\"" + Warmup.TOOL + "\",\"arguments\":" + arguments(n) + ",\"_meta\":{\""
                + MetaKeys.PROTOCOL_VERSION + "\":\"" + ProtocolVersions.MODERN + "\",\""
                + MetaKeys.CLIENT_CAPABILITIES + "\":{}}}";
        expect(send(HttpMethod.POST, message(n, "tools/call", params), Map.of(McpHeaders.PROTOCOL_VERSION,
                ProtocolVersions.MODERN, McpHeaders.METHOD, "tools/call", McpHeaders.NAME, Warmup.TOOL)), 200);
    }

    private void conversation(long n) throws Exception {
        Answer opened = send(HttpMethod.POST, message(n, "initialize", "{\"protocolVersion\":\"" + SESSION_VERSION
                + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"switchboard-warmup\",\"version\":\"1\"}}"),
                Map.of());
        expect(opened, 200);
        String session = opened.session();
        if (session == null) {
            throw new IllegalStateException("initialize answered without " + McpHeaders.SESSION_ID);
        }
        Map<String, String> headers = Map.of(McpHeaders.SESSION_ID, session, McpHeaders.PROTOCOL_VERSION,
                SESSION_VERSION);
        try {
            expect(send(HttpMethod.POST, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", headers),
                    202);
            for (int i = 0; i < 3; i++) {
                expect(send(HttpMethod.POST, message(n, "tools/call", "{\"name\":\"" + Warmup.TOOL
                        + "\",\"arguments\":" + arguments(n * 4 + i) + "}"), headers), 200);
            }
            expect(send(HttpMethod.POST, message(n, "tools/list", "{}"), headers), 200);
        } finally {
            send(HttpMethod.DELETE, null, headers);
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

    private Answer send(HttpMethod method, String body, Map<String, String> headers) throws Exception {
        RequestOptions options = new RequestOptions().setMethod(method).setAbsoluteURI(url)
                .putHeader("Accept", "application/json, text/event-stream").putHeader(Warmup.HEADER, secret)
                .setTimeout(10_000);
        if (body != null) {
            options.putHeader("Content-Type", "application/json");
        }
        headers.forEach(options::putHeader);
        return http.request(options)
                .compose(request -> body == null ? request.send() : request.send(Buffer.buffer(body)))
                .compose(response -> response.body().map(bytes -> new Answer(response.statusCode(),
                        response.getHeader(McpHeaders.SESSION_ID), bytes.toString())))
                .toCompletionStage().toCompletableFuture().get(15, TimeUnit.SECONDS);
    }

    private static String abbreviated(String body) {
        return body.length() <= 200 ? body : body.substring(0, 200) + "...";
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private record Answer(int status, String session, String body) {
    }
}

package dev.switchboard.testsupport.mcp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.awaitility.Awaitility;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A long-lived HTTP response read as SSE in the background: every {@code data:} payload and {@code id:} value, the
 * status, and whether the server ended it. Waits are condition waits with a deadline, never sleeps.
 */
public final class SseStream implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    private final List<String> data = new CopyOnWriteArrayList<>();
    private final List<String> ids = new CopyOnWriteArrayList<>();
    private final List<String> raw = new CopyOnWriteArrayList<>();
    private final AtomicInteger status = new AtomicInteger();
    private final Thread reader;
    private volatile InputStream body;
    private volatile boolean ended;

    SseStream(HttpRequest request) {
        this.reader = Thread.ofVirtual().start(() -> {
            try {
                HttpResponse<InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
                body = response.body();
                status.set(response.statusCode());
                try (BufferedReader lines = new BufferedReader(
                        new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = lines.readLine()) != null) {
                        raw.add(line);
                        if (line.startsWith("data:")) {
                            data.add(line.substring(5).strip());
                        } else if (line.startsWith("id:")) {
                            ids.add(line.substring(3).strip());
                        }
                    }
                }
            } catch (IOException | InterruptedException e) {
                // closed by the test, or by the server
            } finally {
                ended = true;
            }
        });
    }

    /** Every {@code data:} payload so far, in order. */
    public List<String> data() {
        return data;
    }

    /** Every {@code id:} so far, in order. */
    public List<String> ids() {
        return ids;
    }

    /** Every line so far ({@code retry:}, comments and blank lines included). */
    public List<String> lines() {
        return raw;
    }

    /** The HTTP status, or 0 until the headers arrived. */
    public int status() {
        return status.get();
    }

    public boolean ended() {
        return ended;
    }

    /** Waits for the response headers and returns the status. */
    public int awaitStatus() {
        Awaitility.await().atMost(PATIENCE).pollInterval(Duration.ofMillis(20)).until(() -> status.get() != 0);
        return status.get();
    }

    /** Waits until the server ends the stream. */
    public SseStream awaitEnd() {
        Awaitility.await().atMost(PATIENCE).pollInterval(Duration.ofMillis(20)).until(() -> ended);
        return this;
    }

    /** The first data payload containing {@code text}, waiting for it. */
    public String awaitData(String text) {
        Awaitility.await().atMost(PATIENCE).pollInterval(Duration.ofMillis(20)).until(() -> find(text).isPresent());
        return find(text).orElseThrow();
    }

    /** The first data payload containing {@code text}, as JSON, waiting for it. */
    public JsonNode awaitMessage(String text) {
        try {
            return JSON.readTree(awaitData(text));
        } catch (IOException e) {
            throw new AssertionError("Not JSON: " + find(text).orElse(""), e);
        }
    }

    public Optional<String> find(String text) {
        return data.stream().filter(line -> line.contains(text)).findFirst();
    }

    /** Hangs up: the server sees the client go away. */
    @Override
    public void close() {
        InputStream open = body;
        if (open != null) {
            try {
                open.close();
            } catch (IOException e) {
                // already closed
            }
        }
        reader.interrupt();
    }
}

package dev.switchboard.gateway.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.awaitility.Awaitility;

/** Reads a long-lived SSE response in the background, collecting {@code data:} payloads and {@code id:} values. */
public final class SseReader implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final List<String> data = new CopyOnWriteArrayList<>();
    private final List<String> ids = new CopyOnWriteArrayList<>();
    private final AtomicInteger status = new AtomicInteger();
    private final Thread reader;

    private SseReader(HttpRequest request) {
        this.reader = Thread.ofVirtual().start(() -> {
            try {
                HttpResponse<java.io.InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
                status.set(response.statusCode());
                try (BufferedReader lines = new BufferedReader(
                        new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = lines.readLine()) != null) {
                        if (line.startsWith("data:")) {
                            data.add(line.substring(5).strip());
                        } else if (line.startsWith("id:")) {
                            ids.add(line.substring(3).strip());
                        }
                    }
                }
            } catch (IOException | InterruptedException e) {
                // closed by the test
            }
        });
    }

    public static SseReader get(String url, Map<String, String> headers) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).GET();
        headers.forEach(builder::header);
        return new SseReader(builder.build());
    }

    public static SseReader post(String url, Map<String, String> headers, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(builder::header);
        return new SseReader(builder.build());
    }

    public List<String> data() {
        return data;
    }

    public List<String> ids() {
        return ids;
    }

    public int status() {
        return status.get();
    }

    /** Waits until some data line contains {@code text}. */
    public void awaitData(String text) {
        Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> data.stream().anyMatch(line -> line.contains(text)));
    }

    @Override
    public void close() {
        reader.interrupt();
    }
}

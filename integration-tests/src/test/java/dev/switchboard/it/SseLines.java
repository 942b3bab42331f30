package dev.switchboard.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.awaitility.Awaitility;

/** Reads an SSE response in the background, keeping every {@code data:} and {@code id:} line. */
final class SseLines implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final List<String> data = new CopyOnWriteArrayList<>();
    private final List<String> ids = new CopyOnWriteArrayList<>();
    private final Thread reader;
    private volatile boolean ended;

    private SseLines(HttpRequest request) {
        reader = Thread.ofVirtual().start(() -> {
            try {
                HttpResponse<InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
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
            } finally {
                ended = true;
            }
        });
    }

    static SseLines post(String url, Map<String, String> headers, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(builder::header);
        return new SseLines(builder.build());
    }

    static SseLines get(String url, Map<String, String> headers) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).GET();
        headers.forEach(builder::header);
        return new SseLines(builder.build());
    }

    /** The first data line containing {@code text}, waiting up to ten seconds for it. */
    String await(String text) {
        Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> find(text).isPresent());
        return find(text).orElseThrow();
    }

    Optional<String> find(String text) {
        return data.stream().filter(line -> line.contains(text)).findFirst();
    }

    List<String> ids() {
        return ids;
    }

    boolean ended() {
        return ended;
    }

    @Override
    public void close() {
        reader.interrupt();
    }
}

package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;

/** The one shape of a request to an OAuth token endpoint (RFC 6749 §4.4, RFC 8693): a form posted, JSON wanted. */
final class TokenRequests {

    private static final Duration TIMEOUT = Duration.ofSeconds(15);

    private TokenRequests() {
    }

    /** A POST of {@code form} (in its order) to {@code endpoint}. */
    static HttpRequest post(String endpoint, Map<String, String> form) {
        String body = form.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(endpoint))
                .timeout(TIMEOUT)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}

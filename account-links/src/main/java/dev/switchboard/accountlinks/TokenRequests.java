package dev.switchboard.accountlinks;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The one shape of a request to an OAuth token endpoint (RFC 6749 §4.4, RFC 8693): a form posted, JSON wanted. GitHub's
 * token endpoint answers form-encoded unless asked for JSON, so {@code Accept: application/json} is always sent.
 */
public final class TokenRequests {

    private static final Duration TIMEOUT = Duration.ofSeconds(15);

    private TokenRequests() {
    }

    /** A POST of {@code form} (in its order) to {@code endpoint}. */
    public static HttpRequest post(String endpoint, Map<String, String> form) {
        return HttpRequest.newBuilder(URI.create(endpoint))
                .timeout(TIMEOUT)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(encode(form)))
                .build();
    }

    /** {@code form} as {@code application/x-www-form-urlencoded}, in its order. */
    public static String encode(Map<String, String> form) {
        return form.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }
}

package dev.switchboard.console;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The gateway's admin API, called with the signed-in person's own credential: the console changes nothing any other way,
 * and the gateway decides what each person may see and change.
 */
@ApplicationScoped
public class GatewayAdmin {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final ObjectMapper json;
    private final String base;

    GatewayAdmin(ConsoleConfig config, ObjectMapper json) {
        this.json = json;
        this.base = config.gatewayUrl().replaceFirst("/+$", "") + "/admin/v1";
    }

    /** A path segment, encoded: what a person typed never changes which path is called. */
    public static String segment(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public JsonNode get(ConsoleSession session, String path) {
        return send(session, "GET", path, null);
    }

    public String getText(ConsoleSession session, String path) {
        return exchange(session, "GET", path, null).body();
    }

    public JsonNode send(ConsoleSession session, String method, String path, Object body) {
        String text = exchange(session, method, path, body).body();
        try {
            return text.isEmpty() ? json.nullNode() : json.readTree(text);
        } catch (IOException e) {
            throw new AdminFailure(502, "The gateway's answer is not JSON");
        }
    }

    private HttpResponse<String> exchange(ConsoleSession session, String method, String path, Object body) {
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT)
                    .header("Authorization", "Bearer " + session.credential()).header("Accept", "application/json");
            if (body == null) {
                request.method(method, HttpRequest.BodyPublishers.noBody());
            } else {
                request.header("Content-Type", "application/json")
                        .method(method, HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
            }
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() >= 400) {
                throw new AdminFailure(response.statusCode(), message(response.body(), response.statusCode()));
            }
            return response;
        } catch (IOException e) {
            throw new AdminFailure(502, "The gateway at " + base + " cannot be reached: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AdminFailure(503, "Interrupted while calling the gateway");
        }
    }

    private String message(String body, int status) {
        try {
            JsonNode error = json.readTree(body).path("error");
            if (error.isTextual()) {
                return error.asText();
            }
        } catch (IOException e) {
            // not JSON: the status says it
        }
        return "The gateway answered HTTP " + status;
    }
}

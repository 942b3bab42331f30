package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.TokenRequests;
import dev.switchboard.bridge.config.ClientCredentials;

/**
 * Bearer tokens for one HTTP upstream from an OAuth 2.0 token endpoint (client-credentials grant, RFC 6749 §4.4, client
 * authenticated in the body). A token is reused until a minute before it expires; {@link #invalidate()} drops it when
 * the upstream answers 401.
 */
final class ClientCredentialsTokens {

    private static final Duration EARLY_RENEWAL = Duration.ofSeconds(60);
    private static final Duration DEFAULT_LIFETIME = Duration.ofMinutes(5);

    private final ClientCredentials credentials;
    private final HttpClient http;
    private final ObjectMapper json;
    private final Clock clock;
    private String token;
    private Instant renewAt = Instant.MIN;

    ClientCredentialsTokens(ClientCredentials credentials, HttpClient http, ObjectMapper json, Clock clock) {
        this.credentials = credentials;
        this.http = http;
        this.json = json;
        this.clock = clock;
    }

    synchronized String current() {
        if (token == null || !clock.instant().isBefore(renewAt)) {
            fetch();
        }
        return token;
    }

    synchronized void invalidate() {
        token = null;
    }

    private void fetch() {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "client_credentials");
        form.put("client_id", credentials.clientId());
        form.put("client_secret", credentials.secret());
        if (credentials.scope() != null) {
            form.put("scope", credentials.scope());
        }
        if (credentials.audience() != null) {
            form.put("audience", credentials.audience());
        }
        HttpRequest request = TokenRequests.post(credentials.tokenUrl(), form);
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("token endpoint answered HTTP " + response.statusCode());
            }
            JsonNode answer = json.readTree(response.body());
            String accessToken = answer.path("access_token").asText(null);
            if (accessToken == null) {
                throw new IllegalStateException("token endpoint answered without access_token");
            }
            Duration lifetime = answer.hasNonNull("expires_in")
                    ? Duration.ofSeconds(answer.get("expires_in").asLong())
                    : DEFAULT_LIFETIME;
            token = accessToken;
            renewAt = clock.instant().plus(lifetime.compareTo(EARLY_RENEWAL.multipliedBy(2)) > 0
                    ? lifetime.minus(EARLY_RENEWAL)
                    : lifetime.dividedBy(2));
        } catch (IOException e) {
            throw new IllegalStateException("token endpoint unreachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while fetching a token", e);
        }
    }
}

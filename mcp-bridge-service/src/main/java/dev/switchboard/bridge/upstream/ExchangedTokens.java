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
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.TokenRequests;
import dev.switchboard.bridge.config.TokenExchange;

/**
 * Tokens of one upstream for each caller, from an RFC 8693 token exchange: the caller's internal token (signed by the
 * gateway for this call) goes in as {@code subject_token}, a token for the upstream's {@code audience} comes back.
 * Each is kept per (tenant, subject) until shortly before it expires, so a caller's calls cost one exchange per token
 * lifetime; concurrent first calls of one caller share one exchange. Tokens never appear in messages or logs.
 */
final class ExchangedTokens implements CallerTokens {

    private static final Logger LOG = Logger.getLogger(ExchangedTokens.class);
    private static final Duration EARLY_RENEWAL = Duration.ofSeconds(60);
    private static final Duration DEFAULT_LIFETIME = Duration.ofMinutes(5);
    private static final int MAX_KEPT = 10_000;
    /** A JWT, or anything as long as an opaque token: kept out of error messages the AS may echo. */
    private static final Pattern TOKEN_LIKE = Pattern.compile(
            "eyJ[A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]*){1,4}|[A-Za-z0-9_\\-+/=.]{32,}");

    private final String upstream;
    private final TokenExchange exchange;
    private final HttpClient http;
    private final ObjectMapper json;
    private final Clock clock;
    private final Map<Caller, Held> held = new ConcurrentHashMap<>();

    ExchangedTokens(String upstream, TokenExchange exchange, HttpClient http, ObjectMapper json, Clock clock) {
        this.upstream = upstream;
        this.exchange = exchange;
        this.http = http;
        this.json = json;
        this.clock = clock;
    }

    /**
     * The caller's token for the upstream: the one held, or a new one exchanged for {@code subjectToken}.
     *
     * @throws UpstreamUnavailableException naming the upstream and what the operator must check, never a token
     */
    @Override
    public String token(Caller caller, String subjectToken) {
        Held entry = held.computeIfAbsent(caller, ignored -> new Held());
        synchronized (entry) {
            if (entry.token != null && clock.instant().isBefore(entry.renewAt)) {
                return entry.token;
            }
            if (subjectToken == null) {
                throw new UpstreamUnavailableException("Upstream '" + upstream + "' acts for each caller through "
                        + "token exchange, but this call came without the gateway's internal token to exchange "
                        + "(switchboard.internal-auth.enabled=false?). Turn internal auth on for the bridge.");
            }
            trim();
            exchangeInto(entry, subjectToken);
            return entry.token;
        }
    }

    /** The upstream refused the caller's token: the next request exchanges again. */
    @Override
    public void invalidate(Caller caller) {
        Held entry = held.get(caller);
        if (entry != null) {
            synchronized (entry) {
                entry.token = null;
            }
        }
    }

    @Override
    public String kind() {
        return "exchanged token";
    }

    @Override
    public String acceptance() {
        return "tokens the authorization server issues for audience '" + exchange.audience() + "'";
    }

    private void exchangeInto(Held entry, String subjectToken) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", TokenExchange.GRANT_TYPE);
        form.put("client_id", exchange.clientId());
        form.put("client_secret", exchange.secret());
        form.put("subject_token", subjectToken);
        form.put("subject_token_type", exchange.subjectTokenType());
        form.put("audience", exchange.audience());
        if (exchange.scope() != null) {
            form.put("scope", exchange.scope());
        }
        HttpRequest request = TokenRequests.post(exchange.tokenEndpoint(), form);
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw failed("the authorization server at " + exchange.tokenEndpoint() + " could not be reached ("
                    + e.getClass().getSimpleName() + "). Check that tokenExchange.tokenEndpoint is right and the "
                    + "server is up");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UpstreamUnavailableException("Interrupted while exchanging a token for upstream '" + upstream
                    + "'");
        }
        JsonNode answer = parse(response.body());
        if (response.statusCode() != 200) {
            throw failed(refusal(response.statusCode(), answer));
        }
        String token = answer.path("access_token").asText(null);
        if (token == null || token.isEmpty()) {
            throw failed("the authorization server at " + exchange.tokenEndpoint() + " answered without an "
                    + "access_token. Check that it supports the token-exchange grant");
        }
        Duration lifetime = answer.path("expires_in").canConvertToLong() && answer.path("expires_in").asLong() > 0
                ? Duration.ofSeconds(answer.get("expires_in").asLong())
                : DEFAULT_LIFETIME;
        entry.token = token;
        entry.renewAt = clock.instant().plus(lifetime.compareTo(EARLY_RENEWAL.multipliedBy(2)) > 0
                ? lifetime.minus(EARLY_RENEWAL)
                : lifetime.dividedBy(2));
    }

    /** What the operator reads when the authorization server refuses: its error code, and where to look. */
    String refusal(int status, JsonNode answer) {
        String error = answer.path("error").asText("");
        String description = clean(answer.path("error_description").asText(""));
        String said = "the authorization server at " + exchange.tokenEndpoint() + " refused the token exchange "
                + "(HTTP " + status + (error.isEmpty() ? "" : ", " + error)
                + (description.isEmpty() ? "" : ": " + description) + "). ";
        String check = switch (error) {
            case "invalid_client", "unauthorized_client" -> "Check tokenExchange.clientId '" + exchange.clientId()
                    + "' and its secret, and that this client may use the token-exchange grant";
            case "invalid_target" -> "Check that tokenExchange.audience '" + exchange.audience()
                    + "' names a resource the authorization server knows and lets this client ask for";
            case "invalid_scope" -> "Check tokenExchange.scope";
            default -> "Check that it trusts the gateway's internal-token signing key (the JWKS the gateway serves at "
                    + "/.well-known/switchboard-internal-keys) and issuer for subject tokens of type "
                    + exchange.subjectTokenType() + ", and that client '" + exchange.clientId()
                    + "' may exchange them for audience '" + exchange.audience() + "'";
        };
        return said + check;
    }

    private UpstreamUnavailableException failed(String why) {
        String message = "Upstream '" + upstream + "' needs a token exchanged for the caller, but " + why + ".";
        LOG.warn(message);
        return new UpstreamUnavailableException(message);
    }

    private JsonNode parse(String body) {
        try {
            return body == null || body.isBlank() ? json.createObjectNode() : json.readTree(body);
        } catch (IOException e) {
            return json.createObjectNode();
        }
    }

    private static String clean(String text) {
        String cleaned = TOKEN_LIKE.matcher(text).replaceAll("…").replaceAll("\\s+", " ").strip();
        return cleaned.length() > 200 ? cleaned.substring(0, 200) + "…" : cleaned;
    }

    /** Drops expired entries once there are many callers, so the map stays bounded. */
    private void trim() {
        if (held.size() < MAX_KEPT) {
            return;
        }
        Instant now = clock.instant();
        held.entrySet().removeIf(e -> e.getValue().renewAt.isBefore(now));
    }

    private static final class Held {
        private String token;
        private Instant renewAt = Instant.MIN;
    }
}

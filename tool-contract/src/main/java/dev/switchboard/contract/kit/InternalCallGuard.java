package dev.switchboard.contract.kit;

import java.security.PublicKey;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.internal.KeyMaterial;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Only the gateway may call a tool, prompt, resource or completion: every {@code POST /internal/v1/…} must carry the
 * gateway's internal token, signed by one of the configured keys, for this service (audience), not expired. Anything
 * else is 401 before the body is even read. The manifest stays open (it holds nothing a caller could use), and health
 * is on the management port. Besides the gateway's keys, the guard trusts the key of the service's own warm-up
 * before it registers, only while the warm-up runs and only for calls from this host ({@link ServiceWarmup#key}).
 */
@ApplicationScoped
public class InternalCallGuard {

    private static final Logger LOG = Logger.getLogger(InternalCallGuard.class);
    private static final int MAX_REMEMBERED = 10_000;

    private final InternalAuthConfig config;
    private final ServiceKitConfig service;
    private final ObjectMapper json;
    private final ServiceWarmup warmup;
    private final Map<String, DefaultJWTParser> parsers = new HashMap<>();
    /** Tokens verified already: the gateway reuses a token for many calls. */
    private final Map<String, Verified> verified = new ConcurrentHashMap<>();
    /** The parser for the warm-up's key, made on its first token. */
    private volatile WarmupParser warmupParser;
    /** Whether the tokens the warm-up signed were dropped from {@link #verified} since it ended. */
    private volatile boolean warmupForgotten;

    InternalCallGuard(InternalAuthConfig config, ServiceKitConfig service, ObjectMapper json, ServiceWarmup warmup) {
        this.warmup = warmup;
        this.config = config;
        this.service = service;
        this.json = json;
        for (String text : config.publicKeys().orElse(List.of())) {
            PublicKey key = KeyMaterial.publicKey(text);
            parsers.put(KeyMaterial.keyId(key), parser(key));
        }
    }

    private DefaultJWTParser parser(PublicKey key) {
        JWTAuthContextInfo context = new JWTAuthContextInfo(key, config.issuer());
        context.setExpectedAudience(Set.of(service.name()));
        context.setSignatureAlgorithm(Set.of(SignatureAlgorithm.EDDSA, SignatureAlgorithm.ES256,
                SignatureAlgorithm.RS256));
        context.setClockSkew(30);
        return new DefaultJWTParser(context);
    }

    void install(@Observes Router router) {
        if (!config.enabled()) {
            LOG.warn("switchboard.internal-auth.enabled=false: anyone who reaches this port may call its tools");
            return;
        }
        if (parsers.isEmpty()) {
            LOG.error("No switchboard.internal-auth.public-keys: every internal call will be refused until the "
                    + "gateway's public key is configured");
        }
        router.post(InternalPaths.ROOT + "/*").order(-100).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        String refusal = refusal(ctx.request());
        if (refusal == null) {
            ctx.next();
            return;
        }
        try {
            ctx.response().setStatusCode(401).putHeader("Content-Type", "application/json")
                    .putHeader("WWW-Authenticate", "Bearer realm=\"switchboard-internal\"")
                    .end(json.writeValueAsString(new ContractError(ContractError.INVALID_PARAMS,
                            "Unauthorized: " + refusal + "; only the gateway may call this service", null)));
        } catch (JsonProcessingException e) {
            ctx.response().setStatusCode(401).end();
        }
    }

    /** Why the call must be refused, or null when the token is the gateway's, for this service, and current. */
    private String refusal(HttpServerRequest request) {
        String authorization = request.getHeader("Authorization");
        if (authorization == null || !authorization.toLowerCase(Locale.ROOT).startsWith("bearer ")) {
            return "no internal token";
        }
        String token = authorization.substring(7).strip();
        long now = System.currentTimeMillis() / 1000;
        if (!warmupForgotten && warmup.done()) {
            warmupForgotten = true;
            verified.values().removeIf(Verified::warmup);
            warmupParser = null;
        }
        Verified known = verified.get(token);
        if (known != null && now < known.expiresAt() && (!known.warmup() || warmup.trusts(request))) {
            return null;
        }
        String keyId = keyIdOf(token);
        DefaultJWTParser parser = parsers.get(keyId);
        boolean fromWarmup = parser == null;
        if (fromWarmup) {
            parser = warmupParser(keyId, request);
        }
        if (parser == null) {
            return "the internal token is not signed by a configured gateway key";
        }
        try {
            long expiry = parser.parse(token).getExpirationTime();
            if (verified.size() >= MAX_REMEMBERED) {
                verified.values().removeIf(entry -> entry.expiresAt() <= now);
                if (verified.size() >= MAX_REMEMBERED) {
                    verified.clear();
                }
            }
            verified.put(token, new Verified(expiry, fromWarmup));
            return null;
        } catch (ParseException e) {
            verified.remove(token);
            return "the internal token is invalid, expired, or for another service";
        }
    }

    /** The parser for the warm-up's key when {@code keyId} names it and the warm-up trusts this call, else null. */
    private DefaultJWTParser warmupParser(String keyId, HttpServerRequest request) {
        PublicKey key = warmup.key(keyId, request);
        if (key == null) {
            return null;
        }
        WarmupParser current = warmupParser;
        if (current == null || !current.key().equals(key)) {
            current = new WarmupParser(key, parser(key));
            warmupParser = current;
        }
        return current.parser();
    }

    private String keyIdOf(String token) {
        int dot = token.indexOf('.');
        if (dot <= 0) {
            return "";
        }
        try {
            JsonNode header = json.readTree(Base64.getUrlDecoder().decode(token.substring(0, dot)));
            return header.path("kid").asText("");
        } catch (IllegalArgumentException | java.io.IOException e) {
            return "";
        }
    }

    /** A verified token's expiry (epoch seconds), and whether the warm-up's key signed it. */
    private record Verified(long expiresAt, boolean warmup) {
    }

    private record WarmupParser(PublicKey key, DefaultJWTParser parser) {
    }
}

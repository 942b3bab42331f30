package dev.switchboard.contract.kit;

import java.security.PublicKey;
import java.util.Base64;
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
 * Only the gateway may call a tool, prompt, resource or completion: every {@code POST /internal/v1/…} must carry an
 * internal token signed by a key of {@link InternalSigners} (the gateway's configured keys, or a key this process
 * trusts at run time), for this service (audience), not expired. Anything else is 401 before the body is even read.
 * The manifest stays open (it holds nothing a caller could use), and health is on the management port.
 */
@ApplicationScoped
public class InternalCallGuard {

    private static final Logger LOG = Logger.getLogger(InternalCallGuard.class);
    private static final int MAX_REMEMBERED = 10_000;

    private final InternalAuthConfig config;
    private final ServiceKitConfig service;
    private final ObjectMapper json;
    private final InternalSigners signers;
    /** A parser per trusted key, made on its first token. */
    private final Map<PublicKey, DefaultJWTParser> parsers = new ConcurrentHashMap<>();
    /** Tokens verified already: the gateway reuses a token for many calls. */
    private final Map<String, Verified> verified = new ConcurrentHashMap<>();

    InternalCallGuard(InternalAuthConfig config, ServiceKitConfig service, ObjectMapper json,
            InternalSigners signers) {
        this.config = config;
        this.service = service;
        this.json = json;
        this.signers = signers;
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
        if (signers.noneConfigured()) {
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

    /** Why the call must be refused, or null when the token is signed by a trusted key, for this service, current. */
    private String refusal(HttpServerRequest request) {
        String authorization = request.getHeader("Authorization");
        if (authorization == null || !authorization.toLowerCase(Locale.ROOT).startsWith("bearer ")) {
            return "no internal token";
        }
        String token = authorization.substring(7).strip();
        long now = System.currentTimeMillis() / 1000;
        Verified known = verified.get(token);
        if (known != null) {
            if (now < known.expiresAt() && signers.trusts(known.keyId(), known.key())) {
                return null;
            }
            verified.remove(token);
        }
        String keyId = keyIdOf(token);
        PublicKey key = signers.key(keyId);
        if (key == null) {
            return "the internal token is not signed by a key this service trusts";
        }
        try {
            long expiry = parserFor(key).parse(token).getExpirationTime();
            if (verified.size() >= MAX_REMEMBERED) {
                verified.values().removeIf(entry -> entry.expiresAt() <= now);
                if (verified.size() >= MAX_REMEMBERED) {
                    verified.clear();
                }
            }
            verified.put(token, new Verified(expiry, keyId, key));
            return null;
        } catch (ParseException e) {
            return "the internal token is invalid, expired, or for another service";
        }
    }

    /** The parser for {@code key}; parsers of keys no longer trusted are dropped when a new one is made. */
    private DefaultJWTParser parserFor(PublicKey key) {
        DefaultJWTParser parser = parsers.get(key);
        if (parser == null) {
            parsers.keySet().removeIf(known -> !signers.trusts(KeyMaterial.keyId(known), known));
            parser = parsers.computeIfAbsent(key, this::parser);
        }
        return parser;
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

    /** A verified token's expiry (epoch seconds) and the key that signed it (refused once no longer trusted). */
    private record Verified(long expiresAt, String keyId, PublicKey key) {
    }
}

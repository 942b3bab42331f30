package dev.switchboard.contract.kit;

import java.security.PublicKey;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.json.JsonString;

import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.internal.InternalTokens;
import dev.switchboard.contract.internal.KeyMaterial;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Only the gateway may call a tool, prompt, resource or completion: every {@code POST /internal/v1/…} must carry an
 * internal token signed by a key of {@link InternalSigners} (the gateway's configured keys, or a key this process
 * trusts at run time), for this service (audience), not expired. Anything else is 401 before the body is even read.
 * The manifest stays open (it holds nothing a caller could use), and health is on the management port.
 * <p>
 * The token also says whom the gateway signed it for: its {@code tenant} and {@code sub} claims are left on the
 * request ({@link InternalCaller}), and {@link #identityRefusal} refuses (403) a body whose {@code context} names
 * another tenant or subject, so that a service may rely on the body's caller (memory's tenant isolation does).
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
        String refusal = refusal(ctx);
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

    /**
     * Why the call must be refused, or null when the token is signed by a trusted key, for this service, current; its
     * caller is then left on {@code ctx}.
     */
    private String refusal(RoutingContext ctx) {
        String authorization = ctx.request().getHeader("Authorization");
        if (authorization == null || !authorization.toLowerCase(Locale.ROOT).startsWith("bearer ")) {
            return "no internal token";
        }
        String token = authorization.substring(7).strip();
        long now = System.currentTimeMillis() / 1000;
        Verified known = verified.get(token);
        if (known != null) {
            if (now < known.expiresAt() && signers.trusts(known.keyId(), known.key())) {
                ctx.put(InternalCaller.KEY, known.caller());
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
            JsonWebToken verifiedToken = parserFor(key).parse(token);
            InternalCaller caller = new InternalCaller(text(verifiedToken.getClaim(InternalTokens.TENANT)),
                    verifiedToken.getSubject());
            if (verified.size() >= MAX_REMEMBERED) {
                verified.values().removeIf(entry -> entry.expiresAt() <= now);
                if (verified.size() >= MAX_REMEMBERED) {
                    verified.clear();
                }
            }
            verified.put(token, new Verified(verifiedToken.getExpirationTime(), keyId, key, caller));
            ctx.put(InternalCaller.KEY, caller);
            return null;
        } catch (ParseException e) {
            return "the internal token is invalid, expired, or for another service";
        }
    }

    /**
     * Why a call whose body names {@code context} must be refused, as a 403 to answer, or null when the body names the
     * caller its verified token was signed for (or internal auth is off: then nothing is checked). Both tenant and
     * subject must be equal; a claim the token lacks equals nothing, an absent one in the body included.
     */
    ContractException identityRefusal(RoutingContext ctx, CallContext context) {
        if (!config.enabled()) {
            return null;
        }
        InternalCaller caller = ctx.get(InternalCaller.KEY);
        String why;
        if (caller == null) {
            why = "no verified internal token came with this call";
        } else if (caller.tenant() == null || caller.subject() == null) {
            why = "its internal token names no " + (caller.tenant() == null ? "tenant" : "subject")
                    + ", so the call cannot be tied to a caller (the gateway signs both into every token)";
        } else if (caller.tenant().equals(context.tenant()) && caller.subject().equals(context.subject())) {
            return null;
        } else {
            why = "the body's context names tenant " + quoted(context.tenant()) + " and subject "
                    + quoted(context.subject()) + ", but its internal token was signed for tenant "
                    + quoted(caller.tenant()) + " and subject " + quoted(caller.subject())
                    + "; send the context of the caller the token was minted for";
        }
        return new ContractException(403, new ContractError(ContractError.INVALID_PARAMS, "Forbidden: " + why, null));
    }

    private static String quoted(String value) {
        return value == null ? "(none)" : "'" + value + "'";
    }

    /** A string claim's text: smallrye-jwt hands custom claims over as JSON values. */
    private static String text(Object claim) {
        return switch (claim) {
            case null -> null;
            case JsonString string -> string.getString();
            case String string -> string;
            default -> null;
        };
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

    /**
     * A verified token's expiry (epoch seconds), the key that signed it (refused once no longer trusted) and the caller
     * it names.
     */
    private record Verified(long expiresAt, String keyId, PublicKey key, InternalCaller caller) {
    }
}

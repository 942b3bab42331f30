package dev.switchboard.gateway.auth.idjag;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.inject.Singleton;

import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwk.HttpsJwks;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.consumer.ErrorCodes;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.jwt.consumer.JwtContext;
import org.jose4j.keys.resolvers.HttpsJwksVerificationKeyResolver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.gateway.auth.AuthFailure;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.Claims;
import dev.switchboard.gateway.auth.IdentityProvider;
import dev.switchboard.gateway.auth.IssuerMetadata;
import dev.switchboard.gateway.auth.TenantIssuerIdentities;
import dev.switchboard.gateway.auth.TrustedIssuers;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.cache.OneTimeTokens;

/**
 * The JWT bearer grant (RFC 7523) with an Identity Assertion JWT Authorization Grant as its assertion, checked as MCP's
 * enterprise-managed authorization profile says: type {@code oauth-id-jag+jwt}, signed (asymmetric algorithms only)
 * by a key of an issuer a tenant trusts as its identity provider, for this gateway's authorization server as audience,
 * for one of the tenant's resources when it names one, for the client that presents it, not expired, and used once
 * across every replica. The issuer decides the tenant, as for access tokens ({@link TenantIssuerIdentities}).
 */
@Singleton
public class IdJagGrant {

    public static final String GRANT_TYPE = "urn:ietf:params:oauth:grant-type:jwt-bearer";
    public static final String PROFILE = "urn:ietf:params:oauth:grant-profile:id-jag";
    static final String TYPE = "oauth-id-jag+jwt";
    private static final Set<String> ASYMMETRIC = Set.of("RS256", "RS384", "RS512", "PS256", "PS384", "PS512",
            "ES256", "ES384", "ES512", "EdDSA");

    private final AuthSettings settings;
    private final GatewayConfig config;
    private final TrustedIssuers trusted;
    private final TenantIssuerIdentities identities;
    private final GatewayTokens tokens;
    private final OneTimeTokens oneTime;
    private final ObjectMapper json;
    /** Each identity provider's keys, read on first use and again for a key id they lack. */
    private final Cache<String, HttpsJwks> keys = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterAccess(Duration.ofHours(1)).build();

    IdJagGrant(AuthSettings settings, GatewayConfig config, TrustedIssuers trusted, TenantIssuerIdentities identities,
            GatewayTokens tokens, OneTimeTokens oneTime, ObjectMapper json) {
        this.settings = settings;
        this.config = config;
        this.trusted = trusted;
        this.identities = identities;
        this.tokens = tokens;
        this.oneTime = oneTime;
        this.json = json;
    }

    /** An issued access token and what it grants: the token response's fields. */
    public record Issued(String accessToken, long expiresIn, String scope, String tenant, String subject) {
    }

    /**
     * The access token a token request with these form fields earns; {@link TokenError} saying why not. Waits on the
     * identity provider's keys and on Redis: call it on a virtual thread.
     */
    public Issued grant(Map<String, String> form, String host) {
        String grantType = form.get("grant_type");
        if (grantType == null || grantType.isBlank()) {
            throw TokenError.invalidRequest("grant_type is missing: send grant_type=" + GRANT_TYPE);
        }
        if (!grantType.equals(GRANT_TYPE)) {
            throw new TokenError("unsupported_grant_type", 400, null, "this authorization server answers only "
                    + "grant_type=" + GRANT_TYPE + " with an ID-JAG as the assertion");
        }
        String assertion = form.get("assertion");
        if (assertion == null || assertion.isBlank()) {
            throw TokenError.invalidRequest("assertion is missing: send the ID-JAG your identity provider issued");
        }
        String client = form.get("client_id");
        if (client == null || client.isBlank()) {
            throw TokenError.invalidClient(null, "client_id is missing: send the client id your identity provider "
                    + "put in the ID-JAG (its client_id claim)");
        }
        checkHeader(assertion);
        JwtClaims unverified = unverifiedClaims(assertion);
        String issuer = text(unverified, "iss");
        if (issuer == null || !trusted.trusted(issuer)) {
            throw TokenError.invalidGrant(null, "the ID-JAG's issuer " + issuer + " is no identity provider of any "
                    + "tenant of this gateway: the tenant's administrator adds it (identityProviders)");
        }
        TrustedIssuers.Trust trust;
        try {
            trust = identities.trustOf(issuer, unverified.getClaimsMap());
        } catch (AuthFailure refused) {
            // trustOf speaks of "the token"; the client sent an ID-JAG.
            throw TokenError.invalidGrant(null, refused.getMessage().replaceFirst("^the token", "the ID-JAG"));
        }
        String tenant = trust.tenant();
        IdentityProvider provider = trust.provider();
        JwtClaims claims = verify(assertion, issuer, tenant);
        String resource = resource(claims, tenant, host);
        String bound = text(claims, "client_id");
        if (bound == null || !bound.equals(client)) {
            throw TokenError.invalidGrant(tenant, "the ID-JAG was issued to client " + bound + " (client_id), not "
                    + "to client " + client + ": a client presents only its own grants");
        }
        if (provider.clients() != null && !provider.clients().contains(client)) {
            throw TokenError.invalidClient(tenant, "client " + client + " is not one identity provider '"
                    + provider.name() + "' of tenant '" + tenant + "' accepts (clients)");
        }
        String subject = text(claims, provider.subject());
        if (subject == null || subject.isBlank()) {
            throw TokenError.invalidGrant(tenant, "the ID-JAG names no subject (claim " + provider.subject() + ")");
        }
        Set<String> scopes = scopes(claims, form.get("scope"), tenant);
        spend(claims, issuer, tenant);
        Principal principal = new Principal(tenant, provider.name() + ":" + subject);
        String token = tokens.issue(settings.authorizationServer(host), principal, resource, scopes, client);
        return new Issued(token, tokens.lifetimeSeconds(), String.join(" ", scopes), tenant, principal.subject());
    }

    /** Refuses an unsigned or symmetrically signed assertion, and one of another type, before any key is fetched. */
    private void checkHeader(String assertion) {
        JsonNode header;
        try {
            int dot = assertion.indexOf('.');
            header = json.readTree(Base64.getUrlDecoder().decode(assertion.substring(0, Math.max(dot, 0))));
        } catch (IOException | IllegalArgumentException e) {
            throw TokenError.invalidGrant(null, "the assertion is not a JWT: send the ID-JAG as issued");
        }
        String alg = header.path("alg").asText("");
        if (!ASYMMETRIC.contains(alg)) {
            throw TokenError.invalidGrant(null, "the ID-JAG is " + (alg.equals("none") ? "unsigned (alg none)"
                    : "signed with " + alg) + ": only identity providers' asymmetric signatures are accepted");
        }
        String type = header.path("typ").asText("");
        if (!type.equalsIgnoreCase(TYPE) && !type.equalsIgnoreCase("application/" + TYPE)) {
            throw TokenError.invalidGrant(null, "the assertion's JOSE type (typ) is '" + type + "', not " + TYPE
                    + ": send an ID-JAG (requested_token_type urn:ietf:params:oauth:token-type:id-jag), not an ID "
                    + "or access token");
        }
    }

    private JwtClaims unverifiedClaims(String assertion) {
        try {
            JwtContext context = new JwtConsumerBuilder().setSkipAllValidators().setDisableRequireSignature()
                    .setSkipSignatureVerification().build().process(assertion);
            return context.getJwtClaims();
        } catch (InvalidJwtException e) {
            throw TokenError.invalidGrant(null, "the ID-JAG's claims cannot be read");
        }
    }

    /** Signature by a key of {@code issuer}, audience, expiry and the claims every ID-JAG carries. */
    private JwtClaims verify(String assertion, String issuer, String tenant) {
        HttpsJwks jwks = keys.get(IdentityProvider.normalise(issuer), id -> {
            HttpsJwks read = new HttpsJwks(new IssuerMetadata(issuer, json).jwksUri());
            // An unknown key id makes jose4j read the keys again: at most once per jwks-min-refresh, as for tokens,
            // so that grants naming made-up key ids cannot make the gateway hammer a tenant's IdP.
            read.setRefreshReprieveThreshold(config.auth().oauth().jwksMinRefresh().toMillis());
            return read;
        });
        List<String> audiences = settings.authorizationServers();
        try {
            return new JwtConsumerBuilder()
                    .setVerificationKeyResolver(new HttpsJwksVerificationKeyResolver(jwks))
                    .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT,
                            ASYMMETRIC.toArray(String[]::new))
                    .setExpectedType(true, TYPE)
                    .setExpectedIssuer(issuer)
                    .setExpectedAudience(true, audiences.toArray(String[]::new))
                    .setRequireExpirationTime()
                    .setRequireJwtId()
                    .setRequireSubject()
                    .setAllowedClockSkewInSeconds((int) config.auth().oauth().clockSkew().toSeconds())
                    .build().processToClaims(assertion);
        } catch (InvalidJwtException e) {
            throw TokenError.invalidGrant(tenant, reason(e, issuer, audiences));
        } catch (RuntimeException e) {
            throw TokenError.invalidGrant(tenant, "the signing keys of " + issuer + " cannot be read now: try again "
                    + "later");
        }
    }

    private static String reason(InvalidJwtException e, String issuer, List<String> audiences) {
        if (e.hasErrorCode(ErrorCodes.EXPIRED)) {
            return "the ID-JAG has expired: ask the identity provider for a new one";
        }
        if (e.hasErrorCode(ErrorCodes.AUDIENCE_INVALID) || e.hasErrorCode(ErrorCodes.AUDIENCE_MISSING)) {
            return "the ID-JAG was not issued for this authorization server (aud): ask the identity provider for one "
                    + "with audience " + audiences.getFirst();
        }
        if (e.hasErrorCode(ErrorCodes.SIGNATURE_INVALID)) {
            return "the ID-JAG's signature does not verify under the keys of " + issuer;
        }
        if (e.hasErrorCode(ErrorCodes.JWT_ID_MISSING)) {
            return "the ID-JAG has no jti: a grant without one could be replayed";
        }
        if (e.hasErrorCode(ErrorCodes.EXPIRATION_MISSING)) {
            return "the ID-JAG has no expiry (exp)";
        }
        if (e.hasErrorCode(ErrorCodes.SUBJECT_MISSING)) {
            return "the ID-JAG names no subject (sub)";
        }
        if (e.hasErrorCode(ErrorCodes.NOT_YET_VALID)) {
            return "the ID-JAG is not valid yet (nbf)";
        }
        return "the ID-JAG is not signed by a key of " + issuer;
    }

    /**
     * The resource the issued token is for: the ID-JAG's {@code resource}, which must be the gateway's shared MCP
     * endpoint or its tenant's own; without one, the shared endpoint as the client addressed the gateway.
     */
    private String resource(JwtClaims claims, String tenant, String host) {
        String resource = text(claims, "resource");
        if (resource == null) {
            return settings.resource(AuthSettings.MCP, host);
        }
        List<String> resources = new ArrayList<>();
        for (String base : settings.authorizationServers()) {
            resources.add(base + AuthSettings.MCP);
            resources.add(base + AuthSettings.tenantMcp(tenant));
        }
        if (!resources.contains(resource)) {
            throw TokenError.invalidGrant(tenant, "the ID-JAG is for resource " + resource + ", which is not one of "
                    + "this gateway's resources for tenant '" + tenant + "': " + String.join(", ", resources));
        }
        return resource;
    }

    /**
     * The scopes the token gets: those of the ID-JAG (the identity provider's decision), never the operator's admin
     * scope. A request that names scopes must name every scope of the ID-JAG (enterprise-managed authorization §7.2.1);
     * their intersection is then the ID-JAG's own.
     */
    private Set<String> scopes(JwtClaims claims, String requested, String tenant) {
        Set<String> granted = new LinkedHashSet<>(Claims.list(claims.getClaimValue("scope")));
        if (requested != null && !requested.isBlank()) {
            Set<String> beyond = new LinkedHashSet<>(granted);
            beyond.removeAll(Set.copyOf(Claims.list(requested)));
            if (!beyond.isEmpty()) {
                throw new TokenError("invalid_scope", 400, tenant, "the ID-JAG grants " + String.join(" ", beyond)
                        + ", which the request does not ask for (" + requested + "): ask for every scope of the "
                        + "ID-JAG, or get an ID-JAG for fewer from the identity provider");
            }
        }
        granted.remove(config.admin().scope());
        return granted;
    }

    /** Marks the grant used until it expires, in Redis, so whichever replica sees it again refuses it. */
    private void spend(JwtClaims claims, String issuer, String tenant) {
        try {
            long expiresAt = claims.getExpirationTime().getValueInMillis()
                    + config.auth().oauth().clockSkew().toMillis();
            Duration ttl = Duration.ofMillis(Math.max(1_000, expiresAt - System.currentTimeMillis()));
            String id = "id-jag:" + CanonicalJson.sha256Text(IdentityProvider.normalise(issuer) + '\u0000'
                    + claims.getJwtId());
            if (!oneTime.firstUse(id, ttl)) {
                throw TokenError.invalidGrant(tenant, "the ID-JAG (jti " + claims.getJwtId() + ") was already used: "
                        + "each grant buys one access token; ask the identity provider for a new one");
            }
        } catch (MalformedClaimException e) {
            throw TokenError.invalidGrant(tenant, "the ID-JAG's exp or jti is malformed");
        }
    }

    private static String text(JwtClaims claims, String name) {
        return Claims.text(claims.getClaimValue(name));
    }

}

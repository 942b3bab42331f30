package dev.switchboard.gateway.auth;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.inject.Singleton;

import org.eclipse.microprofile.jwt.JsonWebToken;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.Principal;

/**
 * Who a verified token of a tenant's identity provider is: the tenant is the one whose entry for the token's issuer
 * the token meets ({@code require}, {@code clients}, {@code audiences}), never one a claim names, so a token of tenant
 * A's identity provider cannot act in tenant B whatever it carries; one that names another tenant in the tenant
 * claim ({@code gateway.auth.tenant-claim}) is refused rather than read as A's, since its issuer or its client is
 * confused about where it is sent. The subject is the entry's name and the subject
 * claim ({@code entra:alice}): two identity providers of one tenant never make one person of two. The scopes are the
 * scope claim's and those {@code groupScopes} grant for the groups the token lists, never the operator's admin scope
 * ({@code gateway.admin.scope}): a tenant runs its identity provider, and no token it issues makes its bearer the
 * operator of every tenant.
 */
@Singleton
public class TenantIssuerIdentities {

    private final TrustedIssuers trusted;
    private final AuthSettings settings;
    private final GatewayConfig config;

    TenantIssuerIdentities(TrustedIssuers trusted, AuthSettings settings, GatewayConfig config) {
        this.trusted = trusted;
        this.settings = settings;
        this.config = config;
    }

    /** An identity and the entry that decided it, so a remembered one stops acting once its tenant drops the entry. */
    record Decision(Identity identity, IdentityProvider provider) {
    }

    /** The identity of a token whose signature, issuer and expiry were verified; {@link AuthFailure} saying why not. */
    Decision identity(JsonWebToken jwt) {
        String issuer = jwt.getIssuer();
        Map<String, Object> claims = new HashMap<>();
        for (String name : jwt.getClaimNames()) {
            claims.put(name, jwt.getClaim(name));
        }
        TrustedIssuers.Trust trust = trustOf(issuer, claims);
        IdentityProvider provider = trust.provider();
        List<String> audiences = provider.audiences() != null ? provider.audiences() : settings.audiences(trust.tenant());
        if (jwt.getAudience() == null || jwt.getAudience().stream().noneMatch(audiences::contains)) {
            throw AuthFailure.invalidToken("the token was not issued for this gateway (audience): identity provider '"
                    + provider.name() + "' accepts " + String.join(", ", audiences));
        }
        if (provider.clients() != null) {
            String client = Claims.text(claims.containsKey("azp") ? claims.get("azp") : claims.get("client_id"));
            if (client == null || !provider.clients().contains(client)) {
                throw AuthFailure.invalidToken("the token's client (azp or client_id) is not one identity provider '"
                        + provider.name() + "' accepts (clients)");
            }
        }
        String subject = Claims.text(claims.get(provider.subject()));
        if (subject == null || subject.isBlank()) {
            throw AuthFailure.invalidToken("the token names no subject (claim " + provider.subject() + ")");
        }
        return new Decision(new Identity(new Principal(trust.tenant(), provider.name() + ":" + subject),
                scopes(provider, claims), false, "oauth", jwt.getTokenID()), provider);
    }

    /**
     * The one tenant whose entry for {@code issuer} a verified token with {@code claims} meets; {@link AuthFailure}
     * when none does, when more than one could, or when the token names another tenant in the tenant claim.
     */
    public TrustedIssuers.Trust trustOf(String issuer, Map<String, Object> claims) {
        List<TrustedIssuers.Trust> trusts = trusted.of(issuer).stream()
                .filter(trust -> trust.provider().admits(claims)).toList();
        if (trusts.isEmpty()) {
            throw AuthFailure.invalidToken("the token of " + issuer + " meets the conditions (require) of no tenant "
                    + "that trusts this issuer");
        }
        if (trusts.size() > 1) {
            throw AuthFailure.invalidToken("the token of " + issuer + " could act in more than one tenant; the "
                    + "operator must give their identity providers 'require' conditions that tell them apart");
        }
        TrustedIssuers.Trust trust = trusts.getFirst();
        String named = Claims.text(claims.get(config.auth().tenantClaim()));
        if (named != null && !named.equals(trust.tenant())) {
            throw AuthFailure.invalidToken("the token names tenant '" + named + "' (claim " + config.auth()
                    .tenantClaim() + ") but its issuer " + issuer + " is an identity provider of tenant '"
                    + trust.tenant() + "', and acts in that tenant only");
        }
        return trust;
    }

    /** Whether a decision still stands: its tenant trusts the entry that made it, unchanged. */
    boolean stillTrusted(Decision decision) {
        return trusted.ofTenant(decision.identity().principal().tenant()).contains(decision.provider());
    }

    private Set<String> scopes(IdentityProvider provider, Map<String, Object> claims) {
        Set<String> scopes = new LinkedHashSet<>();
        if (provider.scopeClaim() != null) {
            scopes.addAll(Claims.list(claims.get(provider.scopeClaim())));
        } else {
            scopes.addAll(Claims.list(claims.get("scope")));
            scopes.addAll(Claims.list(claims.get("scp")));
        }
        if (provider.groupsClaim() != null && provider.groupScopes() != null) {
            for (String group : Claims.list(claims.get(provider.groupsClaim()))) {
                scopes.addAll(provider.groupScopes().getOrDefault(group, List.of()));
            }
        }
        scopes.remove(config.admin().scope());
        return scopes;
    }
}

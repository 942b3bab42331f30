package dev.switchboard.gateway.auth;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.inject.Singleton;

/**
 * Which tenant trusts which issuer: the index the gateway decides a token's tenant by. It is derived from the tenant
 * records every replica holds in memory (kept current by the tenant directory, which calls {@link #replace} for every
 * change it learns of), so resolving a token's tenant never waits for Redis. Reads see an immutable snapshot.
 */
@Singleton
public class TrustedIssuers {

    private volatile Map<String, List<IdentityProvider>> byTenant = Map.of();
    private volatile Map<String, List<Trust>> byIssuer = Map.of();

    /** A tenant's trust in one issuer. */
    public record Trust(String tenant, IdentityProvider provider) {
    }

    /** Makes {@code providers} (empty: none) the identity providers {@code tenant} trusts. */
    public synchronized void replace(String tenant, List<IdentityProvider> providers) {
        Map<String, List<IdentityProvider>> tenants = new HashMap<>(byTenant);
        if (providers == null || providers.isEmpty()) {
            tenants.remove(tenant);
        } else {
            tenants.put(tenant, List.copyOf(providers));
        }
        Map<String, List<Trust>> issuers = new HashMap<>();
        tenants.forEach((owner, list) -> list.forEach(provider -> issuers
                .computeIfAbsent(provider.issuerId(), ignored -> new ArrayList<>()).add(new Trust(owner, provider))));
        issuers.replaceAll((issuer, trusts) -> List.copyOf(trusts));
        byTenant = Map.copyOf(tenants);
        byIssuer = Map.copyOf(issuers);
    }

    /** Every tenant's trust in {@code issuer} (without a trailing slash); empty when no tenant trusts it. */
    public List<Trust> of(String issuer) {
        return byIssuer.getOrDefault(IdentityProvider.normalise(issuer), List.of());
    }

    /** Whether some tenant trusts {@code issuer}. */
    public boolean trusted(String issuer) {
        return byIssuer.containsKey(IdentityProvider.normalise(issuer));
    }

    /** The identity providers {@code tenant} trusts, in the order its record lists them. */
    public List<IdentityProvider> ofTenant(String tenant) {
        return byTenant.getOrDefault(tenant, List.of());
    }

    /** {@code tenant}'s trust in {@code issuer}, if it has one. */
    public Optional<IdentityProvider> find(String tenant, String issuer) {
        String id = IdentityProvider.normalise(issuer);
        return ofTenant(tenant).stream().filter(provider -> provider.issuerId().equals(id)).findFirst();
    }
}

package dev.switchboard.gateway.auth;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

/**
 * Which tenant trusts which issuer: the index the gateway decides a token's tenant by. It is derived from the tenant
 * records every replica holds in memory (kept current by the tenant directory, which calls {@link #replace} for every
 * change it learns of), so resolving a token's tenant never waits for Redis. A change touches only the issuers of the
 * tenant that changed, each replaced at once, so loading a thousand tenants costs a thousand small steps, and reads
 * take no lock.
 */
@Singleton
public class TrustedIssuers {

    private final Map<String, List<IdentityProvider>> byTenant = new ConcurrentHashMap<>();
    private final Map<String, List<Trust>> byIssuer = new ConcurrentHashMap<>();

    /** A tenant's trust in one issuer. */
    public record Trust(String tenant, IdentityProvider provider) {
    }

    /** Makes {@code providers} (empty: none) the identity providers {@code tenant} trusts. */
    public synchronized void replace(String tenant, List<IdentityProvider> providers) {
        List<IdentityProvider> after = providers == null ? List.of() : List.copyOf(providers);
        List<IdentityProvider> before = after.isEmpty() ? byTenant.remove(tenant) : byTenant.put(tenant, after);
        Set<String> touched = new HashSet<>();
        (before == null ? List.<IdentityProvider> of() : before).forEach(provider -> touched.add(provider.issuerId()));
        after.forEach(provider -> touched.add(provider.issuerId()));
        for (String issuer : touched) {
            byIssuer.compute(issuer, (id, trusts) -> {
                List<Trust> next = new ArrayList<>();
                if (trusts != null) {
                    trusts.stream().filter(trust -> !trust.tenant().equals(tenant)).forEach(next::add);
                }
                after.stream().filter(provider -> provider.issuerId().equals(id))
                        .forEach(provider -> next.add(new Trust(tenant, provider)));
                return next.isEmpty() ? null : List.copyOf(next);
            });
        }
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

package dev.switchboard.gateway.tenant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.switchboard.gateway.auth.IdentityProvider;

/**
 * Whether a tenant may trust the identity providers it asks for, given every other tenant's: a token must resolve to
 * one tenant at most. Two tenants may trust one issuer only when each requires a claim value the other's excludes
 * ({@link IdentityProvider#overlaps}). Issuers that already decide tenants another way (the operator's, whose tokens name
 * their tenant in a claim, and the gateway's own authorization server) are no tenant's to trust.
 */
public final class IdentityProviderConflicts {

    private IdentityProviderConflicts() {
    }

    /**
     * What keeps {@code tenant} from trusting {@code proposed}, in words an operator can act on; empty when nothing does.
     *
     * @param all every tenant's record (the tenant's own is ignored)
     * @param reserved issuers no tenant may trust, each with the reason
     */
    public static List<String> of(String tenant, List<IdentityProvider> proposed, Map<String, TenantRecord> all,
            Map<String, String> reserved) {
        List<String> conflicts = new ArrayList<>();
        for (IdentityProvider provider : proposed) {
            String why = reserved.get(provider.issuerId());
            if (why != null) {
                conflicts.add("identity provider '" + provider.name() + "': " + provider.issuer() + " is " + why
                        + "; a tenant cannot trust it as its own");
            }
            all.forEach((other, record) -> {
                if (other.equals(tenant)) {
                    return;
                }
                for (IdentityProvider theirs : record.trustedIdentityProviders()) {
                    if (provider.overlaps(theirs)) {
                        conflicts.add("identity provider '" + provider.name() + "': tenant '" + other
                                + "' already trusts " + provider.issuer() + " (entry '" + theirs.name() + "') and a "
                                + "token could match both; give each entry a 'require' condition on one claim with "
                                + "different values (such as hd or tid)");
                    }
                }
            });
        }
        return conflicts;
    }
}

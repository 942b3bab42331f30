package dev.switchboard.githubsearch.credentials;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Chooses the token a tenant searches with: the tenant's own when one is configured, else the default token
 * ({@code GITHUB_TOKEN}), else anonymous access.
 */
public final class TenantCredentials {

    private final GitHubCredential fallback;
    private final Map<String, GitHubCredential> byTenant;

    public TenantCredentials(Optional<String> defaultToken, Map<String, String> tenantTokens) {
        this.fallback = defaultToken.filter(token -> !token.isBlank())
                .map(token -> GitHubCredential.ofToken(token, "GITHUB_TOKEN"))
                .orElse(GitHubCredential.anonymous());
        Map<String, GitHubCredential> credentials = new TreeMap<>();
        tenantTokens.forEach((tenant, token) -> {
            if (token != null && !token.isBlank()) {
                credentials.put(tenant, GitHubCredential.ofToken(token, "github.tenant-tokens." + tenant));
            }
        });
        this.byTenant = Collections.unmodifiableMap(credentials);
    }

    /** @param tenant from the call context; null or unknown tenants get the default credential */
    public GitHubCredential forTenant(String tenant) {
        return tenant == null ? fallback : byTenant.getOrDefault(tenant, fallback);
    }

    /** Tenants with a token of their own, for the startup log (names only). */
    public Iterable<String> tenantsWithOwnToken() {
        return byTenant.keySet();
    }

    public GitHubCredential fallback() {
        return fallback;
    }
}

package dev.switchboard.githubsearch.accounts;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * github-search with {@code user-oauth} on: a GitHub OAuth app whose web-flow endpoints are the fake's, a vault key,
 * tenant {@value #FALLBACK_TENANT} allowed to fall back to its own token, every other tenant required to link.
 */
public class UserOAuthProfile implements QuarkusTestProfile {

    public static final String CLIENT_ID = "Iv1.8a61f9b3a7aba766";
    public static final String CLIENT_SECRET = "test-oauth-app-secret-1e4f0c2a9b7d";
    public static final String FALLBACK_TENANT = "fallback-corp";
    public static final String FALLBACK_TENANT_TOKEN = "ghp_fallbackTenantTokenCCCCCCCCCCCCCCCCCCCC";
    public static final String VAULT_KEY = "test-token-vault-key-0123456789abcdef012345";
    private static final String FAKE = "http://localhost:${quarkus.wiremock.devservices.port}";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "github.user-oauth.client-id", CLIENT_ID,
                "github.user-oauth.client-secret", CLIENT_SECRET,
                "github.user-oauth.scope", "repo",
                "github.user-oauth.authorize-url", FAKE + FakeGitHubOAuth.AUTHORIZE_PATH,
                "github.user-oauth.token-url", FAKE + FakeGitHubOAuth.TOKEN_PATH,
                "github.user-oauth.tenant-rules." + FALLBACK_TENANT, "allow-fallback",
                "github.user-oauth.link-wait", "5s",
                "github.tenant-tokens." + FALLBACK_TENANT, FALLBACK_TENANT_TOKEN,
                "switchboard.token-vault.keys", VAULT_KEY);
    }
}

package dev.switchboard.githubsearch.credentials;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TokensAreChosenPerTenantAndNeverShownTest {

    private static final String DEFAULT = "ghp_defaultAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    private static final String ACME = "ghp_acmeBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

    private final TenantCredentials credentials = new TenantCredentials(Optional.of(DEFAULT),
            Map.of("acme", ACME, "blank", "  "));

    @Test
    void aTenantWithItsOwnTokenUsesItAndEveryoneElseTheDefault() {
        assertThat(credentials.forTenant("acme").authorization()).contains("Bearer " + ACME);
        assertThat(credentials.forTenant("globex").authorization()).contains("Bearer " + DEFAULT);
        assertThat(credentials.forTenant(null).authorization()).contains("Bearer " + DEFAULT);
        assertThat(credentials.forTenant("blank").authorization()).as("a blank tenant token is no token")
                .contains("Bearer " + DEFAULT);
        assertThat(credentials.tenantsWithOwnToken()).containsExactly("acme");
    }

    @Test
    void withoutAnyTokenSearchesAreAnonymous() {
        TenantCredentials none = new TenantCredentials(Optional.empty(), Map.of());

        assertThat(none.forTenant("acme").authorization()).isEmpty();
        assertThat(none.forTenant("acme").identity()).isEqualTo("anonymous");
    }

    @Test
    void identitiesSeparateTokensWithoutRevealingThem() {
        GitHubCredential acme = credentials.forTenant("acme");
        GitHubCredential other = credentials.forTenant("globex");

        assertThat(acme.identity()).isNotEqualTo(other.identity())
                .isEqualTo(GitHubCredential.ofToken(ACME, "elsewhere").identity())
                .doesNotContain("acme").doesNotContain(ACME.substring(4, 12));
        assertThat(acme.toString()).isEqualTo("GitHubCredential[github.tenant-tokens.acme]");
        assertThat(acme.label()).doesNotContain(ACME);
    }
}

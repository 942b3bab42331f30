package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With {@code gateway.admin.tenant-admins-manage-identity-providers} off, a tenant admin still reads its tenant's
 * identity providers but neither adds, changes nor removes one, and is told which setting decides; on, it manages its
 * own tenant's and never another's.
 */
class TheOperatorMayKeepATenantsIdentityProvidersToItselfTest {

    private static final String LIST = "/admin/v1/tenants/tenant-a/identity-providers";
    private static final String ONE = LIST + "/own";

    @Test
    void aTenantAdminOnlyReadsThemWhileTheOperatorKeepsThem() {
        assertThat(TenantAdminPaths.refusal("GET", LIST, "tenant-a", false)).isEmpty();
        assertThat(TenantAdminPaths.refusal("GET", ONE, "tenant-a", false)).isEmpty();
        assertThat(TenantAdminPaths.refusal("PUT", ONE, "tenant-a", false)).hasValueSatisfying(
                reason -> assertThat(reason).contains("gateway.admin.tenant-admins-manage-identity-providers"));
        assertThat(TenantAdminPaths.refusal("DELETE", ONE, "tenant-a", false)).isPresent();
    }

    @Test
    void aTenantAdminManagesItsOwnTenantsOnlyWhenAllowed() {
        assertThat(TenantAdminPaths.refusal("PUT", ONE, "tenant-a", true)).isEmpty();
        assertThat(TenantAdminPaths.refusal("DELETE", ONE, "tenant-a", true)).isEmpty();
        assertThat(TenantAdminPaths.refusal("PUT", ONE, "tenant-b", true)).isPresent();
        assertThat(TenantAdminPaths.refusal("POST", LIST, "tenant-a", true)).isPresent();
    }
}

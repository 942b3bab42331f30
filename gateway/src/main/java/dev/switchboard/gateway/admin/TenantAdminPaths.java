package dev.switchboard.gateway.admin;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a tenant admin may do in the admin API: ask who it is ({@code /admin/v1/whoami}); read the tenant list (which
 * shows only its tenant) and its own record; manage its own API keys; read its own audit trail, sessions (and end
 * them), tasks (and cancel them), quota usage, usage history and catalogue; list and remove its users' linked
 * accounts; read its identity providers, and manage them unless the operator turned that off. The tenant record itself
 * (policy, quotas) and everything outside {@code /admin/v1/tenants} (but {@code /admin/v1/whoami}) stay the operator's.
 * Decided on the path before any resource runs, so no URL or body a client sends reaches another tenant.
 */
final class TenantAdminPaths {

    private static final Pattern TENANTS = Pattern
            .compile("/admin/v1/tenants(?:/([^/]+)(?:/([^/]+)(?:/([^/]+)(?:/([^/]+))?)?)?)?/?");
    private static final String WHOAMI = "/admin/v1/whoami";
    private static final Set<String> READ_ONLY_VIEWS = Set.of("audit", "sessions", "tasks", "usage", "catalogue");

    private TenantAdminPaths() {
    }

    /** Empty when a tenant admin of {@code tenant} may send {@code method} to {@code path}, else why not. */
    static Optional<String> refusal(String method, String path, String tenant, boolean managesIdentityProviders) {
        if (path.contains("/.") || path.contains("//") || path.contains(";") || path.contains("%")) {
            return Optional.of("a tenant admin's request path is plain segments (no '.', '..', ';', '%' or empty ones)");
        }
        boolean reads = method.equals("GET") || method.equals("HEAD");
        if (path.equals(WHOAMI)) {
            return reads ? Optional.empty() : Optional.of("/admin/v1/whoami is read-only");
        }
        Matcher matcher = TENANTS.matcher(path);
        if (!matcher.matches()) {
            return Optional.of("a tenant admin manages only its own tenant under /admin/v1/tenants/" + tenant
                    + "; the rest of the admin API needs the operator's scope");
        }
        String named = matcher.group(1);
        String view = matcher.group(2);
        String item = matcher.group(3);
        String action = matcher.group(4);
        if (named == null) {
            return reads ? Optional.empty() : Optional.of("a tenant admin cannot create tenants");
        }
        if (!named.equals(tenant)) {
            return Optional.of("a tenant admin of '" + tenant + "' cannot reach tenant '" + named + "'");
        }
        if (view == null) {
            return reads ? Optional.empty()
                    : Optional.of("the tenant record (policy, quotas) is changed by the operator, not a tenant admin");
        }
        if (view.equals("api-keys") && action == null) {
            return Optional.empty();
        }
        if (READ_ONLY_VIEWS.contains(view) && reads && item == null) {
            return Optional.empty();
        }
        if (view.equals("sessions") && method.equals("DELETE") && item != null && action == null) {
            return Optional.empty();
        }
        if (view.equals("tasks") && method.equals("POST") && item != null && "cancel".equals(action)) {
            return Optional.empty();
        }
        if (view.equals("usage") && reads && "history".equals(item) && action == null) {
            return Optional.empty();
        }
        if (view.equals("links") && item == null && (reads || method.equals("DELETE"))) {
            return Optional.empty();
        }
        if (view.equals("identity-providers") && action == null) {
            if (reads) {
                return Optional.empty();
            }
            if (item != null && (method.equals("PUT") || method.equals("DELETE"))) {
                return managesIdentityProviders ? Optional.empty()
                        : Optional.of("the operator manages this tenant's identity providers "
                                + "(gateway.admin.tenant-admins-manage-identity-providers is false)");
            }
        }
        return Optional.of("a tenant admin may not " + method + " " + path);
    }
}

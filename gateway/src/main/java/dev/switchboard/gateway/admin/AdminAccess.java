package dev.switchboard.gateway.admin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.ApiKeys;
import dev.switchboard.gateway.auth.AuthFailure;
import dev.switchboard.gateway.auth.AuthMode;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.Authenticator;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.auth.OAuthTokens;
import dev.switchboard.gateway.config.GatewayConfig;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.ext.web.RoutingContext;

/**
 * Who may use {@code /admin/v1}: the bootstrap key from configuration or an OAuth access token with the admin scope (the
 * operator: everything), or an access token or API key with the tenant-admin scope (its own tenant only, see
 * {@link TenantAdminPaths}). API keys are verified where the client doors verify them (every mode but {@code oauth}
 * alone), access tokens where the mode includes {@code oauth}; any other credential is refused naming the setting
 * that would change that. An API key never makes its bearer the operator, whatever scopes it was given.
 */
@ApplicationScoped
public class AdminAccess {

    static final String ACTOR = "switchboard.admin.actor";
    /** Set to the tenant when a tenant admin (not the operator) is calling. */
    static final String TENANT_ADMIN_OF = "switchboard.admin.tenant";
    private static final Uni<Response> PASS = Uni.createFrom().nullItem();
    private static final Logger LOG = Logger.getLogger(AdminAccess.class);

    private final GatewayConfig config;
    private final AuthSettings settings;
    private final OAuthTokens tokens;
    private final AuditLog audit;
    private final ApiKeys apiKeys;

    AdminAccess(GatewayConfig config, AuthSettings settings, OAuthTokens tokens, AuditLog audit, ApiKeys apiKeys) {
        this.config = config;
        this.settings = settings;
        this.tokens = tokens;
        this.audit = audit;
        this.apiKeys = apiKeys;
    }

    void onStart(@Observes StartupEvent event) {
        if (config.admin().bootstrapKey().isEmpty() && !settings.enabled(AuthMode.OAUTH)) {
            LOG.info("The admin API (/admin/v1) is closed: set gateway.admin.bootstrap-key, or enable OAuth and use a "
                    + "token with the " + config.admin().scope() + " scope");
        }
    }

    /** Pre-matching, so it runs on the event loop: an access token is verified without waiting for it. */
    @ServerRequestFilter(preMatching = true)
    public Uni<Response> check(ContainerRequestContext request, RoutingContext http) {
        if (!request.getUriInfo().getPath().startsWith("/admin/")) {
            return PASS;
        }
        String authorization = request.getHeaderString("Authorization");
        if (authorization == null || authorization.isBlank()) {
            return refused(401, "the admin API needs Authorization: Bearer <bootstrap key or admin token>",
                    "Bearer realm=\"switchboard-admin\"");
        }
        String credential;
        try {
            credential = Authenticator.bearer(authorization);
        } catch (AuthFailure e) {
            return refused(401, e.getMessage(), "Bearer realm=\"switchboard-admin\", error=\"invalid_request\"");
        }
        Optional<String> bootstrap = config.admin().bootstrapKey();
        if (bootstrap.isPresent() && MessageDigest.isEqual(bootstrap.get().getBytes(StandardCharsets.UTF_8),
                credential.getBytes(StandardCharsets.UTF_8))) {
            request.setProperty(ACTOR, "bootstrap-key");
            return PASS;
        }
        if (ApiKeys.looksLikeKey(credential) && settings.acceptsApiKeys()) {
            // Verifying a key reads Redis: off the event loop.
            return Uni.createFrom().item(() -> apiKeys.verify(credential))
                    .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                    .map(identity -> admittedKey(request, identity))
                    .onFailure(AuthFailure.class).recoverWithItem(e -> {
                        audit.record(null, null, "admin.auth.failed", Map.of("reason", e.getMessage()));
                        return refuse(401, e.getMessage(), "Bearer realm=\"switchboard-admin\", error=\"invalid_token\"");
                    });
        }
        if (ApiKeys.looksLikeKey(credential) || !settings.enabled(AuthMode.OAUTH)) {
            audit.record(null, null, "admin.auth.failed", Map.of("reason", "not the bootstrap key"));
            return refused(401, unverifiable(credential), "Bearer realm=\"switchboard-admin\", error=\"invalid_token\"");
        }
        return tokens.verify(credential, http)
                .map(identity -> admitted(request, identity))
                .onFailure(AuthFailure.class).recoverWithItem(e -> {
                    audit.record(null, null, "admin.auth.failed", Map.of("reason", e.getMessage()));
                    return refuse(401, e.getMessage(), "Bearer realm=\"switchboard-admin\", error=\"invalid_token\"");
                });
    }

    /** Why a credential that is not the bootstrap key cannot be verified under this gateway's mode. */
    private String unverifiable(String credential) {
        String setting = "gateway.auth.mode is " + settings.mode() + " (GATEWAY_AUTH_MODE)";
        if (ApiKeys.looksLikeKey(credential)) {
            return "the credential does not open the admin API: API keys are not accepted while " + setting
                    + "; set it to oauth,api-key to sign in with a tenant admin's key";
        }
        return "the credential does not open the admin API: it is neither the bootstrap key "
                + "(gateway.admin.bootstrap-key) nor an API key of this gateway, and access tokens are not verified "
                + "while " + setting + "; set it to oauth,api-key, with gateway.auth.oauth.issuer, to sign in with one";
    }

    /** Null (the request goes on) when the token carries the admin scope, or the tenant-admin scope for this path. */
    private Response admitted(ContainerRequestContext request, Identity identity) {
        String tenant = identity.principal().tenant();
        String subject = identity.principal().subject();
        if (identity.hasScope(config.admin().scope())) {
            request.setProperty(ACTOR, tenant + "/" + subject);
            return null;
        }
        if (!identity.hasScope(config.admin().tenantScope())) {
            audit.record(tenant, subject, "admin.auth.failed",
                    Map.of("reason", "missing scope " + config.admin().scope()));
            return refuse(403, "the token lacks the " + config.admin().scope() + " scope (or "
                    + config.admin().tenantScope() + " for its own tenant)",
                    "Bearer realm=\"switchboard-admin\", error=\"insufficient_scope\", scope=\""
                            + config.admin().scope() + "\"");
        }
        return tenantAdmin(request, identity);
    }

    /** Null when a tenant admin of the identity's tenant may make this request, else the 403 saying why not. */
    private Response tenantAdmin(ContainerRequestContext request, Identity identity) {
        String tenant = identity.principal().tenant();
        String subject = identity.principal().subject();
        Optional<String> refusal = TenantAdminPaths.refusal(request.getMethod(), request.getUriInfo().getPath(),
                tenant, config.admin().tenantAdminsManageIdentityProviders());
        if (refusal.isPresent()) {
            audit.record(tenant, subject, "admin.tenant-admin.refused",
                    Map.of("method", request.getMethod(), "path", request.getUriInfo().getPath()));
            return Response.status(403).type(MediaType.APPLICATION_JSON).entity(Map.of("error", refusal.get()))
                    .build();
        }
        request.setProperty(ACTOR, tenant + "/" + subject);
        request.setProperty(TENANT_ADMIN_OF, tenant);
        return null;
    }

    /** An API key opens the admin API only with the tenant-admin scope, and then for its own tenant only. */
    private Response admittedKey(ContainerRequestContext request, Identity identity) {
        if (!identity.hasScope(config.admin().tenantScope())) {
            audit.record(identity.principal().tenant(), identity.principal().subject(), "admin.auth.failed",
                    Map.of("reason", "API key without the " + config.admin().tenantScope() + " scope"));
            return refuse(401, "the credential does not open the admin API (an API key needs the "
                    + config.admin().tenantScope() + " scope, and then opens its own tenant only)",
                    "Bearer realm=\"switchboard-admin\", error=\"invalid_token\"");
        }
        return tenantAdmin(request, identity);
    }

    private static Uni<Response> refused(int status, String message, String challenge) {
        return Uni.createFrom().item(refuse(status, message, challenge));
    }

    private static Response refuse(int status, String message, String challenge) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).header("WWW-Authenticate", challenge)
                .entity(Map.of("error", message)).build();
    }
}

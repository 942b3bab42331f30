package dev.switchboard.gateway.entry;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.idjag.GatewayTokens;
import dev.switchboard.gateway.auth.idjag.IdJagGrant;
import dev.switchboard.gateway.auth.idjag.TokenError;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The gateway as the authorization server of its own resource, for MCP's enterprise-managed authorization
 * (ID-JAG): its metadata (RFC 8414), token endpoint and JWKS. One issuer for every tenant, the gateway's base URL (its
 * metadata therefore sits at the root, {@value #METADATA}); the ID-JAG's issuer decides the tenant. Served only with
 * {@code gateway.auth.id-jag.enabled}.
 */
@ApplicationScoped
public class AuthorizationServerRoutes {

    static final String METADATA = "/.well-known/oauth-authorization-server";
    static final String TOKEN = "/oauth/token";
    static final String JWKS = "/oauth/jwks";
    private static final int MAX_FORM = 64 * 1024;
    private static final Logger LOG = Logger.getLogger(AuthorizationServerRoutes.class);

    private final GatewayTokens tokens;
    private final IdJagGrant grant;
    private final AuthSettings settings;
    private final AuditLog audit;
    private final ObjectMapper json;
    private final ExecutorService executor;

    AuthorizationServerRoutes(GatewayTokens tokens, IdJagGrant grant, AuthSettings settings, AuditLog audit,
            ObjectMapper json, @VirtualThreads ExecutorService executor) {
        this.tokens = tokens;
        this.grant = grant;
        this.settings = settings;
        this.audit = audit;
        this.json = json;
        this.executor = executor;
    }

    void install(@Observes Router router) {
        if (!tokens.enabled()) {
            return;
        }
        router.get(METADATA).handler(this::metadata);
        router.get(JWKS).handler(ctx -> ctx.response().putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "max-age=300").end(tokens.jwks()));
        router.post(TOKEN).handler(BodyHandler.create(false).setBodyLimit(MAX_FORM))
                .handler(ctx -> executor.execute(() -> token(ctx)));
    }

    private void metadata(RoutingContext ctx) {
        String issuer = settings.authorizationServer(ctx.request().getHeader("Host"));
        ObjectNode metadata = json.createObjectNode().put("issuer", issuer).put("token_endpoint", issuer + TOKEN)
                .put("jwks_uri", issuer + JWKS);
        metadata.putArray("grant_types_supported").add(IdJagGrant.GRANT_TYPE);
        metadata.putArray("authorization_grant_profiles_supported").add(IdJagGrant.PROFILE);
        metadata.putArray("token_endpoint_auth_methods_supported").add("none");
        settings.scopesSupported().forEach(metadata.putArray("scopes_supported")::add);
        ctx.response().putHeader("Content-Type", "application/json").putHeader("Cache-Control", "max-age=3600")
                .end(metadata.toString());
    }

    private void token(RoutingContext ctx) {
        Map<String, String> form = new HashMap<>();
        ctx.request().formAttributes().forEach(entry -> form.putIfAbsent(entry.getKey(), entry.getValue()));
        try {
            IdJagGrant.Issued issued = grant.grant(form, ctx.request().getHeader("Host"));
            audit.record(issued.tenant(), issued.subject(), "auth.token-issued",
                    Map.of("grant", "id-jag", "client", form.get("client_id"), "scope", issued.scope()));
            ObjectNode body = json.createObjectNode().put("access_token", issued.accessToken())
                    .put("token_type", "Bearer").put("expires_in", issued.expiresIn()).put("scope", issued.scope());
            answer(ctx, 200, body);
        } catch (TokenError refused) {
            audit.record(refused.tenant(), null, "auth.failed", Map.of("reason", refused.getMessage(),
                    "grant", "id-jag", "error", refused.error()));
            ObjectNode body = json.createObjectNode().put("error", refused.error())
                    .put("error_description", refused.getMessage());
            if (refused.status() == 401) {
                ctx.response().putHeader("WWW-Authenticate", "Bearer error=\"invalid_client\"");
            }
            answer(ctx, refused.status(), body);
        } catch (StoreUnavailableException e) {
            answer(ctx, 503, json.createObjectNode().put("error", "temporarily_unavailable")
                    .put("error_description", "the grant cannot be checked for replay now (Redis is out of reach): "
                            + "try again shortly"));
        } catch (RuntimeException e) {
            // The grant runs off the event loop: anything it did not expect must still answer, or the client waits.
            LOG.error("ID-JAG token request failed", e);
            answer(ctx, 500, json.createObjectNode().put("error", "server_error")
                    .put("error_description", "the gateway failed to answer this grant; see its log"));
        }
    }

    private static void answer(RoutingContext ctx, int status, ObjectNode body) {
        ctx.response().setStatusCode(status).putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store").end(body.toString());
    }
}

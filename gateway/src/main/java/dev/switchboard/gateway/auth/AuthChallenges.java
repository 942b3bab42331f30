package dev.switchboard.gateway.auth;

import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.Refusal;

/**
 * The refusals of authentication and authorization, with the challenge an OAuth client acts on (RFC 6750 §3, RFC 9728
 * §5.1): 401 names the resource metadata and the scopes to ask for; 403 {@code insufficient_scope} names the scopes the
 * request needs, so the client can step up.
 */
@ApplicationScoped
public class AuthChallenges {

    private final AuthSettings settings;

    AuthChallenges(AuthSettings settings) {
        this.settings = settings;
    }

    /**
     * No credentials at all, at {@code endpoint} ({@link AuthSettings#MCP}, a tenant's own, or
     * {@link AuthSettings#HTTP_SSE}) of the gateway as the request's {@code host} header named it (see
     * {@link AuthSettings#resource}).
     */
    public Refusal missing(String endpoint, String host) {
        String how = " with an API key of this gateway";
        if (settings.enabled(AuthMode.OAUTH)) {
            String from = endpoint.startsWith("/t/") ? "an authorization server the metadata names" : settings.issuer();
            how = " (an access token from " + from + "; see " + settings.resourceMetadataUrl(endpoint, host) + ")";
        }
        return new Refusal(401, ErrorCodes.UNAUTHORIZED, "Unauthorized: send Authorization: Bearer <token>" + how,
                null, Map.of("WWW-Authenticate", challenge(endpoint, host, null, null, settings.scopesSupported())));
    }

    /** Credentials that do not authenticate. */
    public Refusal invalid(AuthFailure failure, String endpoint, String host) {
        return new Refusal(401, ErrorCodes.UNAUTHORIZED, "Unauthorized: " + failure.getMessage(), null,
                Map.of("WWW-Authenticate", challenge(endpoint, host, failure.error(), failure.getMessage(),
                        settings.scopesSupported())));
    }

    /** A valid credential without every scope the request needs. */
    public Refusal insufficientScope(List<String> required, String what, String endpoint, String host) {
        ObjectNode data = JsonNodeFactory.instance.objectNode();
        ArrayNode scopes = data.putArray("requiredScopes");
        required.forEach(scopes::add);
        return new Refusal(403, ErrorCodes.FORBIDDEN, "Forbidden: " + what + " needs the scope "
                + String.join(" ", required) + ", which the credential was not granted", data,
                Map.of("WWW-Authenticate", challenge(endpoint, host, "insufficient_scope",
                        what + " needs more scopes", required)));
    }

    /**
     * A valid credential of tenant {@code actsIn} at the own endpoint of tenant {@code resourceTenant}: a token never
     * changes tenant with the URL, and signing in again at that tenant's identity provider is what helps.
     */
    public Refusal wrongTenant(String actsIn, String resourceTenant, String endpoint, String host) {
        String servers = settings.enabled(AuthMode.OAUTH) ? " (its authorization servers are named at "
                + settings.resourceMetadataUrl(endpoint, host) + ")" : "";
        return new Refusal(403, ErrorCodes.FORBIDDEN, "Forbidden: the credential acts in tenant '" + actsIn + "', and "
                + settings.resource(endpoint, host) + " serves tenant '" + resourceTenant + "' only; use "
                + settings.resource(AuthSettings.tenantMcp(actsIn), host) + ", or a credential of tenant '"
                + resourceTenant + "'" + servers, null, Map.of());
    }

    /** An identified caller whose tenant may not use the gateway. */
    public Refusal tenantNotAllowed(String tenant) {
        return new Refusal(403, ErrorCodes.FORBIDDEN, "Forbidden: tenant '" + tenant
                + "' is not provisioned on this gateway; an operator creates it with PUT /admin/v1/tenants/" + tenant,
                null, Map.of());
    }

    private String challenge(String endpoint, String host, String error, String description, List<String> scopes) {
        StringBuilder header = new StringBuilder("Bearer");
        String separator = " ";
        if (settings.enabled(AuthMode.OAUTH)) {
            header.append(separator).append("resource_metadata=\"").append(settings.resourceMetadataUrl(endpoint, host))
                    .append('"');
            separator = ", ";
        } else {
            header.append(separator).append("realm=\"switchboard\"");
            separator = ", ";
        }
        if (error != null) {
            header.append(separator).append("error=\"").append(error).append('"');
        }
        if (description != null) {
            header.append(separator).append("error_description=\"").append(description.replace("\"", "'"))
                    .append('"');
        }
        if (!scopes.isEmpty()) {
            header.append(separator).append("scope=\"").append(String.join(" ", scopes)).append('"');
        }
        return header.toString();
    }
}

package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.ApiKeys;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.sessionstore.access.ApiKeyRecord;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * API keys of a tenant: created (the key is shown once), listed without secrets, revoked. Revoking the last key a user
 * holds in the tenant also removes that user's linked accounts: the tokens were linked to act as that user, and no
 * credential is left that acts as them (a user who signs in through OAuth keeps theirs until unlinked).
 */
@Path("/admin/v1/tenants/{tenant}/api-keys")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "api-keys")
public class ApiKeysResource {

    private final ApiKeys apiKeys;
    private final TenantDirectory tenants;
    private final AuditLog audit;
    private final TokenVault vault;

    ApiKeysResource(ApiKeys apiKeys, TenantDirectory tenants, AuditLog audit, TokenVault vault) {
        this.apiKeys = apiKeys;
        this.tenants = tenants;
        this.audit = audit;
        this.vault = vault;
    }

    /** What to create: for which subject, with which scopes, until when (null: no expiry). */
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record NewKey(String subject, List<String> scopes, Instant expiresAt) {
    }

    /** A key without its secret. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record KeyView(String id, String tenant, String subject, List<String> scopes, Instant createdAt,
            Instant expiresAt) {

        static KeyView of(ApiKeyRecord record) {
            return new KeyView(record.id(), record.tenant(), record.subject(), record.scopes(), record.createdAt(),
                    record.expiresAt());
        }
    }

    /** The new key: {@code key} is shown only in this answer. */
    public record CreatedKey(String id, String key, String tenant, String subject, List<String> scopes,
            Instant expiresAt) {
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Creates an API key; the key is in this answer only")
    public Response create(@PathParam("tenant") String tenant, NewKey request, @Context ContainerRequestContext context) {
        TenantsResource.requireValidId(tenant);
        if (tenants.find(tenant).isEmpty() && !tenants.allowsUnknownTenants()) {
            throw AdminErrors.notFound("No tenant '" + tenant + "'; create it first with PUT /admin/v1/tenants/" + tenant);
        }
        if (request == null || request.subject() == null || request.subject().isBlank()
                || request.subject().length() > 128) {
            throw AdminErrors.badRequest("subject", "Send {\"subject\":\"<who uses the key, 1-128 characters>\","
                    + "\"scopes\":[\"tools:call\"],\"expiresAt\":null}");
        }
        List<String> scopes = request.scopes() == null ? List.of() : request.scopes();
        if (scopes.stream().anyMatch(scope -> scope == null || scope.isBlank() || scope.contains(" "))) {
            throw AdminErrors.badRequest("scopes", "scopes: give scope names without spaces, e.g. [\"tools:call\"]");
        }
        if (request.expiresAt() != null && request.expiresAt().isBefore(Instant.now())) {
            throw AdminErrors.badRequest("expiresAt",
                    "expiresAt is in the past (" + request.expiresAt() + "); give a future instant "
                            + "(ISO-8601, e.g. 2027-01-01T00:00:00Z) or null for a key that does not expire");
        }
        ApiKeys.Created created = apiKeys.create(tenant, request.subject(), scopes, request.expiresAt());
        audit.record(tenant, request.subject(), "admin.api-key.create",
                Map.of("actor", TenantsResource.actor(context), "keyId", created.record().id()));
        return Response.status(201).entity(new CreatedKey(created.record().id(), created.key(), tenant,
                request.subject(), scopes, request.expiresAt())).build();
    }

    @GET
    @Operation(summary = "The tenant's API keys, without secrets")
    public List<KeyView> list(@PathParam("tenant") String tenant) {
        return apiKeys.list(tenant).stream().map(KeyView::of).toList();
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Revokes a key, on every replica within a second; the user's last key takes their linked "
            + "accounts with it")
    public Response revoke(@PathParam("tenant") String tenant, @PathParam("id") String id,
            @Context ContainerRequestContext context) {
        Optional<ApiKeyRecord> revoked = apiKeys.find(id).filter(key -> key.tenant().equals(tenant));
        if (!apiKeys.revoke(tenant, id)) {
            throw AdminErrors.notFound("Tenant '" + tenant + "' has no API key '" + id + "'");
        }
        String actor = TenantsResource.actor(context);
        audit.record(tenant, revoked.map(ApiKeyRecord::subject).orElse(null), "admin.api-key.revoke",
                Map.of("actor", actor, "keyId", id));
        revoked.map(ApiKeyRecord::subject).filter(subject -> !holdsAKey(tenant, subject)).ifPresent(subject -> {
            long removed = vault.unlinkSubject(tenant, subject);
            if (removed > 0) {
                audit.record(tenant, subject, "link.removed", Map.of("upstream", "*", "removed", removed, "actor",
                        actor, "reason", "the user's last API key was revoked"));
            }
        });
        return Response.noContent().build();
    }

    private boolean holdsAKey(String tenant, String subject) {
        Instant now = Instant.now();
        return apiKeys.list(tenant).stream().anyMatch(key -> key.subject().equals(subject)
                && (key.expiresAt() == null || key.expiresAt().isAfter(now)));
    }
}

package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.IdentityProvider;
import dev.switchboard.gateway.tenant.IdentityProviderConflicts;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;

/**
 * The identity providers a tenant trusts, one by name: the issuers whose tokens act in the tenant. A change is checked
 * against every other tenant's (under the tenant lock, so two replicas cannot both pass it) and refused with 409 when a
 * token could then belong to two tenants. A tenant admin may manage its own tenant's, unless the operator turned that
 * off, but not an issuer another tenant already trusts: telling that tenant's people from this one's is the operator's
 * decision.
 */
@Path("/admin/v1/tenants/{tenant}/identity-providers")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "identity-providers")
public class IdentityProvidersResource {

    private final TenantDirectory tenants;
    private final AuthSettings settings;
    private final AuditLog audit;

    IdentityProvidersResource(TenantDirectory tenants, AuthSettings settings, AuditLog audit) {
        this.tenants = tenants;
        this.settings = settings;
        this.audit = audit;
    }

    @GET
    @Operation(summary = "The identity providers the tenant trusts, in order")
    public List<IdentityProvider> list(@PathParam("tenant") String tenant) {
        return record(tenant).trustedIdentityProviders();
    }

    @GET
    @Path("{name}")
    @Operation(summary = "One identity provider the tenant trusts")
    public IdentityProvider get(@PathParam("tenant") String tenant, @PathParam("name") String name) {
        return record(tenant).trustedIdentityProviders().stream().filter(provider -> provider.name().equals(name))
                .findFirst().orElseThrow(() -> AdminErrors.notFound("Tenant '" + tenant
                        + "' has no identity provider '" + name + "'; add it with PUT /admin/v1/tenants/" + tenant
                        + "/identity-providers/" + name));
    }

    @PUT
    @Path("{name}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Adds or replaces an identity provider of the tenant; 409 when a token could then act in two "
            + "tenants")
    public IdentityProvider put(@PathParam("tenant") String tenant, @PathParam("name") String name, JsonNode body,
            @Context ContainerRequestContext request) throws IOException {
        if (body == null || !body.isObject()) {
            throw AdminErrors.badRequest("Send a JSON object, e.g. {\"issuer\":\"https://login.example.com/acme\","
                    + "\"require\":{\"tid\":\"...\"}}");
        }
        if (body.hasNonNull("name") && !body.get("name").asText().equals(name)) {
            throw AdminErrors.badRequest("name", "name: the body names '" + body.get("name").asText()
                    + "' but the path names '" + name + "'; leave it out or make them equal");
        }
        ObjectNode named = ((ObjectNode) body.deepCopy()).put("name", name);
        IdentityProvider provider = tenants.read(named, IdentityProvider.class);
        List<String> problems = provider.problems("");
        if (!problems.isEmpty()) {
            String first = problems.getFirst();
            throw problems.size() == 1 ? AdminErrors.badRequest(first.substring(0, first.indexOf(": ")), first)
                    : AdminErrors.badRequest(String.join("; ", problems));
        }
        tenants.exclusively(() -> {
            Map<String, TenantRecord> all = tenants.all();
            TenantRecord record = existing(tenant, all);
            if (request.getProperty(AdminAccess.TENANT_ADMIN_OF) != null) {
                refuseSharedIssuer(tenant, provider, all);
            }
            List<IdentityProvider> providers = new ArrayList<>(record.trustedIdentityProviders());
            providers.removeIf(own -> own.name().equals(name));
            if (providers.stream().anyMatch(own -> own.issuerId().equals(provider.issuerId()))) {
                throw AdminErrors.conflict("Tenant '" + tenant + "' already trusts " + provider.issuer()
                        + " under another name; change that entry instead");
            }
            requireNoConflict(tenant, List.of(provider), all);
            providers.add(provider);
            tenants.save(tenant, record.withIdentityProviders(providers));
            return null;
        });
        audit.record(tenant, null, "admin.identity-provider.put", details(request, provider));
        return provider;
    }

    @DELETE
    @Path("{name}")
    @Operation(summary = "Stops trusting one identity provider: its tokens no longer act in the tenant")
    public Response delete(@PathParam("tenant") String tenant, @PathParam("name") String name,
            @Context ContainerRequestContext request) {
        IdentityProvider removed = tenants.exclusively(() -> {
            TenantRecord record = existing(tenant, tenants.all());
            List<IdentityProvider> providers = new ArrayList<>(record.trustedIdentityProviders());
            IdentityProvider gone = providers.stream().filter(provider -> provider.name().equals(name)).findFirst()
                    .orElseThrow(() -> AdminErrors.notFound("Tenant '" + tenant + "' has no identity provider '"
                            + name + "'"));
            providers.remove(gone);
            tenants.save(tenant, record.withIdentityProviders(providers));
            return gone;
        });
        audit.record(tenant, null, "admin.identity-provider.delete", details(request, removed));
        return Response.noContent().build();
    }

    /**
     * Refuses with 409 what would let a token act in two tenants: for {@link TenantsResource} too, which replaces a
     * record's providers as a whole.
     */
    void requireNoConflict(String tenant, List<IdentityProvider> providers, Map<String, TenantRecord> all) {
        List<String> conflicts = IdentityProviderConflicts.of(tenant, providers, all, settings.reservedIssuers());
        if (!conflicts.isEmpty()) {
            throw AdminErrors.conflict(String.join("; ", conflicts));
        }
    }

    private static void refuseSharedIssuer(String tenant, IdentityProvider provider, Map<String, TenantRecord> all) {
        all.forEach((other, record) -> {
            if (!other.equals(tenant) && record.trustedIdentityProviders().stream()
                    .anyMatch(theirs -> theirs.issuerId().equals(provider.issuerId()))) {
                throw new WebApplicationException(Response.status(403).type(MediaType.APPLICATION_JSON)
                        .entity(Map.of("error", "another tenant trusts " + provider.issuer() + " too; the operator "
                                + "adds an issuer tenants share, with a 'require' condition that tells them apart"))
                        .build());
            }
        });
    }

    private TenantRecord record(String tenant) {
        return existing(tenant, tenants.all());
    }

    private static TenantRecord existing(String tenant, Map<String, TenantRecord> all) {
        TenantRecord record = all.get(tenant);
        if (record == null) {
            throw AdminErrors.notFound("No tenant '" + tenant + "'; create it with PUT /admin/v1/tenants/" + tenant);
        }
        return record;
    }

    private static Map<String, Object> details(ContainerRequestContext request, IdentityProvider provider) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("actor", TenantsResource.actor(request));
        details.put("name", provider.name());
        details.put("issuer", provider.issuer());
        return details;
    }
}

package dev.switchboard.gateway.admin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantView;

/** Read-only: the catalogue as one tenant's clients see it, with the service and revision behind each offering. */
@Path("/admin/v1/tenants/{tenant}/catalogue")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantCatalogueResource {

    private final ToolCatalog catalog;
    private final TenantDirectory tenants;

    TenantCatalogueResource(ToolCatalog catalog, TenantDirectory tenants) {
        this.catalog = catalog;
        this.tenants = tenants;
    }

    @GET
    @Operation(summary = "The tools, prompts, resources and resource templates the tenant's clients are offered now, "
            + "each with its service and that service's revision")
    public Map<String, List<Map<String, Object>>> catalogue(@PathParam("tenant") String tenant) {
        if (tenants.find(tenant).isEmpty() && !tenants.allowsUnknownTenants()) {
            throw AdminErrors.notFound("No tenant '" + tenant + "'");
        }
        CatalogView view = TenantView.of(catalog.snapshot(), tenant, tenants.find(tenant));
        Map<String, List<Map<String, Object>>> answer = new LinkedHashMap<>();
        answer.put("tools", offerings(view.toolListings(), "name",
                name -> view.tool(name).map(tool -> tool.service())));
        answer.put("prompts", offerings(view.promptListings(), "name",
                name -> view.prompt(name).map(prompt -> prompt.service())));
        answer.put("resources", offerings(view.resourceListings(), "uri", view::resourceOwner));
        answer.put("resourceTemplates", offerings(view.templateListings(), "uriTemplate", view::templateOwner));
        return answer;
    }

    private static List<Map<String, Object>> offerings(List<ObjectNode> listings, String key,
            Function<String, Optional<ServiceEndpoint>> owner) {
        List<Map<String, Object>> offerings = new ArrayList<>();
        for (ObjectNode listing : listings) {
            String id = listing.path(key).asText();
            Map<String, Object> offering = new LinkedHashMap<>();
            offering.put(key, id);
            if (listing.hasNonNull("title")) {
                offering.put("title", listing.path("title").asText());
            }
            if (listing.hasNonNull("description")) {
                offering.put("description", listing.path("description").asText());
            }
            owner.apply(id).ifPresent(service -> {
                offering.put("service", service.name());
                offering.put("revision", service.revision());
            });
            offerings.add(offering);
        }
        return offerings;
    }
}

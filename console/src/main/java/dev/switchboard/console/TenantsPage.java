package dev.switchboard.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/** Tenants (policy, scopes, quotas) and their API keys: each page a view of the admin API, each form one call to it. */
@Path("/tenants")
@Produces(MediaType.TEXT_HTML)
public class TenantsPage {

    private final GatewayAdmin admin;
    private final ObjectMapper json;
    private final Template tenants;
    private final Template tenant;
    private final Template keyCreated;

    TenantsPage(GatewayAdmin admin, ObjectMapper json, @Location("tenants.html") Template tenants,
            @Location("tenant.html") Template tenant, @Location("key-created.html") Template keyCreated) {
        this.admin = admin;
        this.json = json;
        this.tenants = tenants;
        this.tenant = tenant;
        this.keyCreated = keyCreated;
    }

    @GET
    public TemplateInstance list(@Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        List<TenantView> views = new ArrayList<>();
        admin.get(session, "/tenants").properties()
                .forEach(entry -> views.add(TenantView.of(entry.getKey(), entry.getValue())));
        return tenants.data("session", session).data("tenants", views);
    }

    @POST
    public Response create(@BeanParam TenantForm form, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, form.csrf);
        if (form.id == null || form.id.isBlank()) {
            throw new AdminFailure(400, "Give the new tenant an id (letters, digits, '.', '_' or '-')");
        }
        String id = form.id.strip();
        admin.send(session, "PUT", "/tenants/" + GatewayAdmin.segment(id), form.record(json, null));
        return Pages.seeOther("/tenants/" + GatewayAdmin.segment(id));
    }

    @GET
    @Path("{tenant}")
    public TemplateInstance show(@PathParam("tenant") String id, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        String path = "/tenants/" + GatewayAdmin.segment(id);
        TenantView view = TenantView.of(id, admin.get(session, path));
        List<Map<String, Object>> keys = new ArrayList<>();
        for (JsonNode key : admin.get(session, path + "/api-keys")) {
            keys.add(Map.of("id", key.path("id").asText(), "subject", key.path("subject").asText(), "scopes",
                    String.join(" ", texts(key.path("scopes"))), "createdAt",
                    key.path("createdAt").asText(""), "expiresAt", key.path("expiresAt").asText("never")));
        }
        List<Map<String, String>> usage = new ArrayList<>();
        admin.get(session, path + "/usage").properties().forEach(quota -> {
            JsonNode limit = quota.getValue().has("limit") ? quota.getValue().path("limit")
                    : quota.getValue().path("limitPerSubject");
            usage.add(Map.of("quota", quota.getKey(), "used", quota.getValue().path("used").asText("not counted"),
                    "limit", limit.asLong() > 0 ? limit.asText() + (quota.getValue().has("limitPerSubject")
                            ? " per subject"
                            : "") : "none"));
        });
        return tenant.data("session", session).data("tenant", view).data("keys", keys).data("usage", usage);
    }

    @POST
    @Path("{tenant}")
    public Response update(@PathParam("tenant") String id, @BeanParam TenantForm form,
            @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, form.csrf);
        String path = "/tenants/" + GatewayAdmin.segment(id);
        admin.send(session, "PUT", path, form.record(json, admin.get(session, path)));
        return Pages.seeOther(path);
    }

    @POST
    @Path("{tenant}/api-keys")
    public TemplateInstance createKey(@PathParam("tenant") String id, @FormParam("_csrf") String csrf,
            @FormParam("subject") String subject, @FormParam("scopes") String scopes,
            @FormParam("expiresAt") String expiresAt, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("subject", subject == null ? "" : subject.strip());
        body.put("scopes", TenantForm.list(scopes == null ? "" : scopes.replace(' ', ',')));
        body.put("expiresAt", expiresAt == null || expiresAt.isBlank() ? null : expiresAt.strip());
        JsonNode created = admin.send(session, "POST", "/tenants/" + GatewayAdmin.segment(id) + "/api-keys", body);
        return keyCreated.data("session", session).data("tenant", id).data("id", created.path("id").asText())
                .data("key", created.path("key").asText()).data("subject", created.path("subject").asText());
    }

    @POST
    @Path("{tenant}/api-keys/{id}/revoke")
    public Response revokeKey(@PathParam("tenant") String id, @PathParam("id") String keyId,
            @FormParam("_csrf") String csrf, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        String path = "/tenants/" + GatewayAdmin.segment(id);
        admin.send(session, "DELETE", path + "/api-keys/" + GatewayAdmin.segment(keyId), null);
        return Pages.seeOther(path);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}

package dev.switchboard.gateway.admin;

import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.sessionstore.quota.QuotaStore;

/** Read-only: what a tenant uses of its quotas now, beside each limit. */
@Path("/admin/v1/tenants/{tenant}/usage")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantUsageResource {

    private final TenantDirectory tenants;
    private final QuotaStore quotas;

    TenantUsageResource(TenantDirectory tenants, QuotaStore quotas) {
        this.tenants = tenants;
        this.quotas = quotas;
    }

    @GET
    @Operation(summary = "The tenant's quotas in use now: requests this minute, calls, tasks, cached bytes, sessions; "
            + "each with its limit (0: none); a use that is not counted (no limit) is left out")
    public Map<String, Map<String, Object>> usage(@PathParam("tenant") String tenant) {
        TenantRecord record = tenants.find(tenant)
                .orElseThrow(() -> AdminErrors.notFound("No tenant '" + tenant + "'"));
        TenantRecord.Quotas limits = record.quotasOrNone();
        QuotaStore.Usage usage = quotas.usage(tenants.tenantKey(tenant), limits.perMinute());
        Map<String, Map<String, Object>> answer = new LinkedHashMap<>();
        answer.put("requestsPerMinute", entry(usage.requestsThisMinute(), limits.perMinute()));
        answer.put("concurrentCalls", entry(usage.concurrentCalls(), limits.calls()));
        answer.put("tasks", entry(usage.tasks(), limits.taskLimit()));
        answer.put("resultCacheBytes", entry(usage.resultCacheBytes(), limits.cacheBytes()));
        Map<String, Object> sessions = new LinkedHashMap<>();
        sessions.put("used", usage.sessions());
        sessions.put("limitPerSubject", limits.sessions());
        answer.put("sessions", sessions);
        return answer;
    }

    /** {@code used} (absent when it is not counted) and {@code limit}. */
    private static Map<String, Object> entry(Long used, long limit) {
        Map<String, Object> entry = new LinkedHashMap<>();
        if (used != null) {
            entry.put("used", used);
        }
        entry.put("limit", limit);
        return entry;
    }
}

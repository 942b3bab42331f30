package dev.switchboard.gateway.pipeline;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.accounts.AccountTools;
import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.AuthChallenges;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.discovery.DiscoveryTools;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.tenant.QuotaGate;
import dev.switchboard.gateway.tenant.TenantChanged;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.gateway.tenant.TenantView;
import dev.switchboard.sessionstore.Principal;

/**
 * Stage 3: what the caller may do. Its tenant must be provisioned (or unknown tenants allowed); the catalogue is cut to
 * what the tenant's record lets it see, and that view is all every handler gets, so lists, calls, reads and completions
 * are filtered alike and a hidden name answers like an unknown one; the request's scopes must be granted (403 with a
 * step-up challenge); the tenant's quotas must allow it (429). Under progressive discovery the view lists fewer tools
 * ({@link DiscoveryTools#view}), and a call through the gateway's call tool is from here on the call of the tool it
 * names ({@link DiscoveryTools#unwrap}): scopes, quotas and the handler see that tool.
 */
@Singleton
class AccessPolicy {

    static final String CALL_SCOPE = "tools:call";
    static final String PROMPT_SCOPE = "prompts:get";
    static final String RESOURCE_SCOPE = "resources:read";

    private final ToolCatalog catalog;
    private final TenantDirectory tenants;
    private final QuotaGate quotas;
    private final AuthChallenges challenges;
    private final AuditLog audit;
    private final DiscoveryTools discovery;
    private final AccountTools accounts;
    private final Map<String, TenantView> views = new ConcurrentHashMap<>();

    AccessPolicy(ToolCatalog catalog, TenantDirectory tenants, QuotaGate quotas, AuthChallenges challenges,
            AuditLog audit, DiscoveryTools discovery, AccountTools accounts) {
        this.discovery = discovery;
        this.accounts = accounts;
        this.catalog = catalog;
        this.tenants = tenants;
        this.quotas = quotas;
        this.challenges = challenges;
        this.audit = audit;
    }

    /** A deleted tenant's view is not kept: nothing of a tenant outlives it on a replica. */
    void onTenantChanged(@Observes TenantChanged change) {
        if (change.after().isEmpty()) {
            views.remove(change.tenant());
        }
    }

    /** Whether {@link #admit} asks Redis for this request: its tenant's quotas limit requests. */
    boolean asksTheStore(RequestContext request) {
        return tenants.find(request.principal().tenant()).map(TenantRecord::quotasOrNone)
                .filter(TenantRecord.Quotas::limitsRequests).isPresent();
    }

    Permit admit(RequestContext arrived) {
        Identity identity = arrived.caller().identity();
        Principal principal = identity.principal();
        Optional<TenantRecord> record = tenants.find(principal.tenant());
        if (record.isEmpty() && !tenants.allowsUnknownTenants()) {
            audit.record(principal.tenant(), principal.subject(), "policy.denied",
                    Map.of("reason", "unknown tenant", "method", arrived.method().wireName()));
            throw challenges.tenantNotAllowed(principal.tenant());
        }
        CatalogView tenantView = record.isPresent() ? view(principal.tenant(), record.get())
                : TenantView.of(catalog.snapshot(), principal.tenant(), record);
        CatalogView view = discovery.view(arrived, tenantView, record);
        RequestContext request = discovery.unwrap(arrived, view);
        Optional<CatalogTool> tool = request.target().tool(view, McpApps.rendersViews(request.clientCapabilities()));
        List<String> missing = identity.missing(requiredScopes(request, tool, record.orElse(null), accounts));
        if (!missing.isEmpty()) {
            audit.record(principal.tenant(), principal.subject(), "policy.denied",
                    Map.of("reason", "insufficient scope", "method", request.method().wireName(), "missing", missing));
            String endpoint = request.caller().endpoint() != null ? request.caller().endpoint()
                    : request.era() == Era.HTTP_SSE ? AuthSettings.HTTP_SSE : AuthSettings.MCP;
            throw challenges.insufficientScope(missing, request.method().wireName(), endpoint,
                    request.caller().host());
        }
        QuotaGate.Lease lease = record.map(TenantRecord::quotasOrNone).filter(TenantRecord.Quotas::limitsRequests)
                .map(limits -> quotas.admit(principal, limits, request.method() == McpMethod.TOOLS_CALL,
                        callTimeout(tool)))
                .orElse(QuotaGate.Lease.NONE);
        return new Permit(request, view, tool, lease);
    }

    /**
     * The protected resource a message is made to: the HTTP+SSE endpoint, else the tenant's own endpoint it came in at,
     * else {@code /mcp}.
     */
    static String endpoint(Arrival arrival) {
        if (arrival.era() == Era.HTTP_SSE) {
            return AuthSettings.HTTP_SSE;
        }
        String tenant = AuthSettings.resourceTenant(arrival.http());
        return tenant == null ? AuthSettings.MCP : AuthSettings.tenantMcp(tenant);
    }

    private TenantView view(String tenant, TenantRecord record) {
        CatalogSnapshot snapshot = tenants.catalogueOf(tenant).orElseGet(catalog::snapshot);
        TenantView cached = views.get(tenant);
        if (cached != null && cached.madeFrom(snapshot, record)) {
            return cached;
        }
        TenantView fresh = new TenantView(snapshot, tenant, record);
        views.put(tenant, fresh);
        return fresh;
    }

    /**
     * The scopes this request needs; none for what the view hides (the handler answers it like an unknown name). The
     * gateway's account tools act as the caller, as any tool does.
     */
    private static List<String> requiredScopes(RequestContext request, Optional<CatalogTool> tool,
            TenantRecord record, AccountTools accounts) {
        return switch (request.method()) {
            case TOOLS_CALL -> {
                if (tool.isEmpty()) {
                    yield accounts.answers(request.target().name()) ? List.of(CALL_SCOPE) : List.of();
                }
                List<String> named = record == null ? List.of() : record.scopesFor(tool.get().name());
                yield named.isEmpty() ? List.of(CALL_SCOPE) : named;
            }
            case PROMPTS_GET -> List.of(PROMPT_SCOPE);
            case TASKS_GET, TASKS_UPDATE, TASKS_CANCEL, TASKS_RESULT, TASKS_LIST -> List.of(CALL_SCOPE);
            case RESOURCES_READ, RESOURCES_SUBSCRIBE -> List.of(RESOURCE_SCOPE);
            case SUBSCRIPTIONS_LISTEN -> {
                JsonNode uris = request.params().path("notifications").path("resourceSubscriptions");
                yield uris.isArray() && !uris.isEmpty() ? List.of(RESOURCE_SCOPE) : List.of();
            }
            default -> List.of();
        };
    }

    private static Duration callTimeout(Optional<CatalogTool> tool) {
        return Duration.ofMillis(tool.map(found -> found.descriptor().effectiveTimeoutMs())
                .orElse(ToolDescriptor.DEFAULT_TIMEOUT_MS));
    }

    /**
     * The request as the handler runs it (a call through the discovery call tool becomes the call of the tool it
     * names), what it may see, the tool a {@code tools/call} names as that view has it (looked up once, here), and the
     * quota slot it holds until it ends.
     */
    record Permit(RequestContext request, CatalogView catalog, Optional<CatalogTool> tool, QuotaGate.Lease lease)
            implements
                AutoCloseable {

        @Override
        public void close() {
            lease.close();
        }
    }
}

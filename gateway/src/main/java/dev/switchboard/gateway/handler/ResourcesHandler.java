package dev.switchboard.gateway.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ResourceListRequest;
import dev.switchboard.contract.ResourceReadRequest;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.CacheHint;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;

/**
 * {@code resources/list}, {@code resources/templates/list} and {@code resources/read} (from the service that lists the
 * URI or a template matching it, or whose tool names it as its MCP Apps view), for every era. Each view served is
 * audited with its Content Security Policy ({@link ViewAudit}).
 */
@ApplicationScoped
public class ResourcesHandler {

    private static final Logger LOG = Logger.getLogger(ResourcesHandler.class);

    private final ServiceCall calls;
    private final ToolServiceClient services;
    private final GatewayConfig config;
    private final ViewAudit views;

    ResourcesHandler(ServiceCall calls, ToolServiceClient services, GatewayConfig config, ViewAudit views) {
        this.calls = calls;
        this.services = services;
        this.config = config;
        this.views = views;
    }

    /**
     * The resources every service lists, and those services whose list depends on the caller list for this caller
     * (asked each time; such a list is private to its caller). A service that cannot answer is left out of this page.
     */
    public Outcome list(RequestContext request, CatalogView catalog) {
        List<ObjectNode> listings = new ArrayList<>(catalog.resourceListings());
        for (ServiceEndpoint service : catalog.callerDependentResources()) {
            listings.addAll(callerDependent(request, catalog, service));
        }
        CacheHint cache = catalog.callerDependentResources().isEmpty() ? CacheHint.shared(config.listTtl())
                : new CacheHint(config.listTtl(), "private");
        return new Outcome.Result(Pages.page(listings, Pages.cursor(request.params()), config.pageSize())
                .toResult("resources"), cache);
    }

    private List<ObjectNode> callerDependent(RequestContext request, CatalogView catalog, ServiceEndpoint service) {
        return switch (services.fetch(service, InternalPaths.RESOURCES_LIST, calls.authorization(request, service),
                new ResourceListRequest(ServiceCall.callContext(request)), ServiceCall.DEFAULT_TIMEOUT)) {
            case ForwardOutcome.Answered<ObjectNode> answered -> {
                List<ObjectNode> visible = new ArrayList<>();
                answered.answer().path("resources").forEach(resource -> {
                    if (resource instanceof ObjectNode listing && catalog.showsResource(listing.path("uri").asText())) {
                        listing.remove("appAliases");
                        visible.add(listing);
                    }
                });
                yield visible;
            }
            case ForwardOutcome.Refused<ObjectNode> refused -> {
                LOG.warnf("Service %s refused to list resources: %s", service.name(), refused.error().message());
                yield List.of();
            }
            case ForwardOutcome.Failed<ObjectNode> failed -> {
                LOG.warnf("Service %s did not list its resources: %s", service.name(), failed.reason());
                yield List.of();
            }
        };
    }

    public Outcome templates(RequestContext request, CatalogView catalog) {
        return new Outcome.Result(Pages.page(catalog.templateListings(), Pages.cursor(request.params()),
                config.pageSize()).toResult("resourceTemplates"), CacheHint.shared(config.listTtl()));
    }

    /**
     * Reads {@code uri} from the service that serves it. For a client that renders views, a URI no service serves may
     * be the one a view's own server gave a resource ({@code appAliases}): it reads that resource under its own
     * policy, and its contents come back under the URI the view asked for. An alias two resources claim is refused.
     */
    public Outcome read(RequestContext request, CatalogView catalog) {
        String asked = Params.required(request.target(), "uri");
        Optional<ServiceEndpoint> listed = catalog.resourceOwner(asked);
        String uri = listed.isPresent() ? asked : viaAlias(request, catalog, asked);
        ServiceEndpoint owner = listed.or(() -> catalog.resourceOwner(uri)).orElseThrow(() -> notFound(asked));
        CallContext context = ServiceCall.callContext(request);
        ServiceReply reply = Stages.join(calls.forward(request, new ServiceCall.Route(owner, InternalPaths.RESOURCES_READ, uri,
                input -> new ResourceReadRequest(uri, context, input.inputResponses(), input.requestState()),
                ServiceCall.DEFAULT_TIMEOUT, reason -> {
                    throw new McpException(ErrorCodes.INTERNAL_ERROR, "Reading " + uri + " failed: " + reason);
                }), calls.opening(request, uri)));
        if (reply instanceof ServiceReply.Completed completed) {
            views.served(request, owner, completed.json());
            if (!uri.equals(asked)) {
                completed.json().path("contents").forEach(contents -> {
                    if (contents instanceof ObjectNode object && uri.equals(object.path("uri").asText(null))) {
                        object.put("uri", asked);
                    }
                });
            }
            return new Outcome.Result(completed.json(), CacheHint.privateNow());
        }
        return new Outcome.Result(calls.result(reply), CacheHint.NONE);
    }

    /** The resource a view reads by {@code alias}, or {@code alias} itself when none (or the client renders none). */
    private static String viaAlias(RequestContext request, CatalogView catalog, String alias) {
        if (!McpApps.rendersViews(request.clientCapabilities())) {
            return alias;
        }
        List<String> claiming = catalog.appResources(alias);
        if (claiming.size() > 1) {
            throw McpException.invalidParams("Resource URI '" + alias + "' is ambiguous: views read several resources "
                    + "by it (" + String.join(", ", claiming) + "). Read one of them by its own URI.");
        }
        return claiming.isEmpty() ? alias : claiming.get(0);
    }

    /** Not-found in the session era's shape (-32002 with {@code data.uri}); 2026-07-28 re-codes it as -32602. */
    static McpException notFound(String uri) {
        return new McpException(ErrorCodes.RESOURCE_NOT_FOUND, "Resource not found: " + uri,
                JsonNodeFactory.instance.objectNode().put("uri", uri), 200);
    }
}

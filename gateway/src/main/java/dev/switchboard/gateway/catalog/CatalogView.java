package dev.switchboard.gateway.catalog;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The catalogue as one caller sees it. Method handlers see the catalogue only through a view, so what a caller may not
 * use is neither listed nor found: lists, calls, reads and completions are filtered alike, and a hidden name answers
 * exactly like an unknown one.
 */
public interface CatalogView {

    Optional<CatalogTool> tool(String name);

    /**
     * Whether the caller's policy lets them use a tool of this name, whoever provides it: the gateway's own tools are
     * held to it too, though {@link #tool} finds only the catalogue's.
     */
    default boolean policyAllowsTool(String name) {
        return true;
    }

    /** MCP tool listings in name order, for {@code tools/list}: every tool the model may see. */
    List<ObjectNode> toolListings();

    /**
     * The same listings without their MCP Apps metadata ({@link CatalogSnapshot#withoutViews}), for a client that did
     * not declare it renders views: the tools stay, as the text-only tools the specification falls back to.
     */
    List<ObjectNode> toolListingsWithoutViews();

    /** Names of the listed tools, in order (the action API lists them when an action is unknown). */
    List<String> toolNames();

    /**
     * The tools an MCP App's view may call by {@code alias} ({@code appAliases}, e.g. the name a bridged upstream gave
     * a tool), among those this view shows; one means the alias resolves, more means it is ambiguous here.
     */
    List<CatalogTool> appTools(String alias);

    /**
     * The URIs of the resources an MCP App's view may read by {@code uri} (a resource's {@code appAliases}, or the URI
     * a template makes of what {@code uri} gives one of its alias templates), among those this view shows; one means
     * the alias resolves, more means it is ambiguous here.
     */
    List<String> appResources(String uri);

    /** The tools whose view ({@code _meta.ui.resourceUri}) is {@code uri}, among those this view shows. */
    List<CatalogTool> toolsViewing(String uri);

    Optional<CatalogEntry> prompt(String name);

    List<ObjectNode> promptListings();

    /** Resources listed the same for every caller. */
    List<ObjectNode> resourceListings();

    /** Services whose resources depend on the caller: asked for their list with the caller's context each time. */
    List<ServiceEndpoint> callerDependentResources();

    /** Whether a resource a service listed for this caller may be shown. */
    boolean showsResource(String uri);

    List<ObjectNode> templateListings();

    /** The service that serves {@code uri}: the one listing it, else the owner of the first matching template. */
    Optional<ServiceEndpoint> resourceOwner(String uri);

    /** The owner of a resource template (exact template text), for {@code completion/complete}. */
    Optional<ServiceEndpoint> templateOwner(String uriTemplate);

    /** Whether the service offers argument completion. */
    boolean completes(ServiceEndpoint service);

    /** Whether a client would list the same tools in both views ({@code notifications/tools/list_changed}). */
    default boolean listsSameToolsAs(CatalogView other) {
        return toolListings().equals(other.toolListings());
    }

    default boolean listsSamePromptsAs(CatalogView other) {
        return promptListings().equals(other.promptListings());
    }

    /** Resources, templates, and the services asked for caller-dependent resources. */
    default boolean listsSameResourcesAs(CatalogView other) {
        return resourceListings().equals(other.resourceListings())
                && templateListings().equals(other.templateListings())
                && callerDependentResources().equals(other.callerDependentResources());
    }
}

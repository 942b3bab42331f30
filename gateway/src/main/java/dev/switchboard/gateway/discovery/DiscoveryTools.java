package dev.switchboard.gateway.discovery;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.ArgumentHeaders;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.tenant.TenantRecord;

/**
 * Progressive tool discovery. A tenant whose record says {@code "discovery": "progressive"}, or a request whose
 * {@code params._meta} carries {@value #OPT_IN}{@code : "progressive"}, gets a {@code tools/list} of its pinned tools
 * and two gateway tools: one that finds tools by a need ({@link #find}) and one that calls a found tool
 * ({@link #unwrap}). The second becomes, before the access policy looks the tool up, a plain {@code tools/call} of the
 * tool it names, so that call runs the same pipeline as a direct one. Both gateway tools answer for every tenant; a
 * catalogue tool of the same name takes precedence.
 */
@Singleton
public class DiscoveryTools {

    /** The key in a request's {@code params._meta} that chooses {@code full} or {@code progressive} for it. */
    public static final String OPT_IN = "dev.switchboard/discovery";
    /** What a search answered by the gateway's own word match says of itself. */
    static final String WORDS_ONLY = "The discovery service is unavailable: these tools share words with the need, "
            + "without ranking by meaning or reading other languages. Try again shortly, or use the tools' own words.";

    private final GatewayConfig.Discovery config;
    private final ToolSearch search;
    private final ObjectMapper json;
    private final List<ObjectNode> listings;
    private final Map<String, ProgressiveView> views = new ConcurrentHashMap<>();

    DiscoveryTools(GatewayConfig config, ToolSearch search, ObjectMapper json) {
        this.config = config.discovery();
        this.search = search;
        this.json = json;
        this.listings = DiscoveryListings.of(this.config.findToolName(), this.config.callToolName(),
                this.config.defaultLimit(), this.config.maxLimit(), json);
    }

    /**
     * The view {@code request} gets of {@code view}: narrowed to the pinned and discovery tools when its tenant (by
     * {@code record}) discovers progressively and the request does not ask for {@code full}, or when it asks for
     * {@code progressive}.
     *
     * @throws McpException -32602 when the request's choice is neither {@code full} nor {@code progressive}
     */
    public CatalogView view(RequestContext request, CatalogView view, Optional<TenantRecord> record) {
        if (!progressive(request, record)) {
            return view;
        }
        String tenant = request.principal().tenant();
        ProgressiveView cached = views.get(tenant);
        if (cached != null && cached.narrows(view)) {
            return cached;
        }
        List<ObjectNode> listed = new ArrayList<>();
        record.ifPresent(pins -> view.toolListings().stream().filter(tool -> pins.pins(tool.path("name").asText()))
                .forEach(listed::add));
        listings.stream().filter(tool -> view.tool(tool.path("name").asText()).isEmpty()).forEach(listed::add);
        ProgressiveView fresh = new ProgressiveView(view, listed);
        views.put(tenant, fresh);
        return fresh;
    }

    private static boolean progressive(RequestContext request, Optional<TenantRecord> record) {
        JsonNode choice = request.params().path("_meta").path(OPT_IN);
        if (choice.isMissingNode() || choice.isNull()) {
            return record.map(TenantRecord::discoversProgressively).orElse(false);
        }
        return switch (choice.asText()) {
            case TenantRecord.PROGRESSIVE_DISCOVERY -> true;
            case TenantRecord.FULL_DISCOVERY -> false;
            default -> throw McpException.invalidParams("_meta." + OPT_IN + " must be \""
                    + TenantRecord.FULL_DISCOVERY + "\" or \"" + TenantRecord.PROGRESSIVE_DISCOVERY + "\", not "
                    + choice);
        };
    }

    /**
     * A call of the gateway's call tool, as the {@code tools/call} of the tool it names with the arguments it gives;
     * any other request as it is. Everything else the request carries (its id, {@code _meta}, task, input responses
     * and request state) goes with it, so policy, quotas, cache, tasks and input rounds treat it as a direct call.
     *
     * @throws McpException -32602 when the call names no tool or gives arguments that are not an object
     */
    public RequestContext unwrap(RequestContext request, CatalogView view) {
        String callTool = config.callToolName();
        if (request.method() != McpMethod.TOOLS_CALL || !callTool.equals(request.target().name())
                || view.tool(callTool).isPresent()) {
            return request;
        }
        JsonNode arguments = request.params().path("arguments");
        JsonNode name = arguments.path("name");
        if (!name.isTextual() || name.asText().isBlank()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + callTool + "': \"name\" (the tool to "
                    + "call, as " + config.findToolName() + " returned it) is required and must be a string");
        }
        if (name.asText().equals(callTool)) {
            throw McpException.invalidParams("Tool '" + callTool + "' calls other tools, not itself: name the tool");
        }
        JsonNode inner = arguments.path("arguments");
        if (!inner.isMissingNode() && !inner.isNull() && !inner.isObject()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + callTool + "': \"arguments\" must be "
                    + "a JSON object (the arguments of " + name.asText() + ")");
        }
        ObjectNode params = request.params().deepCopy();
        params.put("name", name.asText());
        if (inner.isObject()) {
            params.set("arguments", inner);
        } else {
            params.remove("arguments");
        }
        return new RequestContext(request.era(), request.protocolVersion(), request.caller(),
                request.clientCapabilities(), request.id(), request.method(), params, request.channel(),
                request.input(), ArgumentHeaders.NONE);
    }

    /** Whether a {@code tools/call} of {@code name}, which the caller's view has no tool for, is a search. */
    public boolean finds(String name) {
        return config.findToolName().equals(name);
    }

    /**
     * The answer of the find tool: the best tools among those {@code view} lets the caller use, each with its name,
     * description and input schema and why it matched.
     *
     * @throws McpException -32602 when the query is missing, blank or too long, or the limit out of range
     */
    public Outcome find(RequestContext request, CatalogView view) {
        JsonNode arguments = request.params().path("arguments");
        JsonNode query = arguments.path("query");
        String tool = config.findToolName();
        if (!query.isTextual() || query.asText().isBlank()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool + "': \"query\" (what the tool "
                    + "should do, in words) is required and must be a non-empty string");
        }
        if (query.asText().length() > DiscoveryListings.MAX_QUERY_CHARS) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool + "': \"query\" has "
                    + query.asText().length() + " characters, at most " + DiscoveryListings.MAX_QUERY_CHARS + " are read");
        }
        JsonNode limitArgument = arguments.path("limit");
        int limit = config.defaultLimit();
        if (!limitArgument.isMissingNode() && !limitArgument.isNull()) {
            if (!limitArgument.canConvertToExactIntegral() || limitArgument.asInt() < 1
                    || limitArgument.asInt() > config.maxLimit()) {
                throw McpException.invalidParams("Invalid arguments for tool '" + tool + "': \"limit\" must be an "
                        + "integer from 1 to " + config.maxLimit() + ", not " + limitArgument);
            }
            limit = limitArgument.asInt();
        }
        ToolSearch.Answer found = search.find(request.principal(), ProgressiveView.everything(view),
                query.asText().strip(), limit);
        ObjectNode structured = json.createObjectNode();
        ArrayNode tools = structured.putArray("tools");
        found.tools().stream().map(ToolSearch::describe).forEach(tools::add);
        if (found.wordsOnly()) {
            structured.put("searchedBy", "words");
            structured.put("note", WORDS_ONLY);
        }
        ObjectNode result = json.createObjectNode();
        String text = found.tools().isEmpty() ? "No tool is available to this caller." : structured.toString();
        result.putArray("content").addObject().put("type", "text").put("text", text);
        result.set("structuredContent", structured);
        return new Outcome.Result(result);
    }

}

package dev.switchboard.gateway.accounts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.config.LinksConfig;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.sessionstore.vault.UpstreamLink;

/**
 * The gateway's two tools through which each user sees and removes their own linked accounts (the accounts at
 * upstreams that tools act as, linked through a consent round): {@value #LIST} and {@value #UNLINK}. They act only on
 * the caller's own links (tenant and subject as the gateway identified them), never show a token, and an unlink is
 * audited like an admin's, with the user as actor. Offered when {@link LinksConfig#offersAccountTools()}, to a caller
 * whose tenant's policy allows them like any tool; a catalogue tool of the same name takes precedence. The tools read Redis, so
 * their calls run off the event loop.
 */
@Singleton
public class AccountTools {

    public static final String LIST = "linked_accounts";
    public static final String UNLINK = "unlink_account";
    /** Characters of an upstream name the unlink tool reads. */
    static final int MAX_UPSTREAM_CHARS = 256;

    private final boolean offered;
    private final TokenVault vault;
    private final AuditLog audit;
    private final ObjectMapper json;
    private final List<ObjectNode> listings;

    AccountTools(LinksConfig config, TokenVault vault, AuditLog audit, ObjectMapper json) {
        this.offered = config.offersAccountTools();
        this.vault = vault;
        this.audit = audit;
        this.json = json;
        this.listings = List.of(listListing(), unlinkListing());
    }

    /** Whether {@code name} is one of these tools, where they are offered. */
    public boolean answers(String name) {
        return offered && (LIST.equals(name) || UNLINK.equals(name));
    }

    /**
     * Whether a {@code tools/call} of {@code name}, which the caller's view has no tool for, is one of these and the
     * caller's policy lets them use it.
     */
    public boolean answers(String name, CatalogView view) {
        return answers(name) && view.policyAllowsTool(name);
    }

    /** {@code listed} with these tools' listings after it, except where the view has a tool by the name. */
    public List<ObjectNode> withListings(List<ObjectNode> listed, CatalogView view) {
        if (!offered) {
            return listed;
        }
        List<ObjectNode> added = listings.stream().filter(tool -> listed(tool.path("name").asText(), view)).toList();
        if (added.isEmpty()) {
            return listed;
        }
        List<ObjectNode> all = new ArrayList<>(listed.size() + added.size());
        all.addAll(listed);
        all.addAll(added);
        return all;
    }

    /** Whether the caller of {@code view} is shown the tool {@code name}: no catalogue tool has it, policy allows it. */
    private static boolean listed(String name, CatalogView view) {
        return view.tool(name).isEmpty() && view.policyAllowsTool(name);
    }

    /**
     * The answer of one of these tools for the caller.
     *
     * @throws McpException -32602 when the arguments are not what the tool's input schema asks for
     */
    public Outcome call(RequestContext request) {
        String tool = request.target().name();
        JsonNode arguments = request.params().path("arguments");
        if (!arguments.isMissingNode() && !arguments.isNull() && !arguments.isObject()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool + "': arguments must be a JSON "
                    + "object");
        }
        Principal caller = request.principal();
        return UNLINK.equals(tool) ? unlink(caller, arguments) : list(caller, arguments);
    }

    private Outcome list(Principal caller, JsonNode arguments) {
        refuseOthers(LIST, arguments, Set.of());
        List<UpstreamLink> links = vault.links(caller.tenant(), caller.subject());
        ObjectNode structured = json.createObjectNode();
        ArrayNode accounts = structured.putArray("accounts");
        for (UpstreamLink link : links) {
            ObjectNode account = accounts.addObject().put("upstream", link.upstream())
                    .put("linkedAt", String.valueOf(link.linkedAt())).put("refreshable", link.refreshable());
            if (link.expiresAt() != null) {
                account.put("accessExpiresAt", link.expiresAt().toString());
            }
        }
        String text = links.isEmpty()
                ? "You have no linked account. A tool that acts as you at an upstream asks you to link your account "
                        + "there the first time you call it."
                : structured.toString();
        return result(text, structured, false);
    }

    private Outcome unlink(Principal caller, JsonNode arguments) {
        refuseOthers(UNLINK, arguments, Set.of("upstream"));
        JsonNode upstream = arguments.path("upstream");
        if (!upstream.isTextual() || upstream.asText().isBlank()
                || upstream.asText().length() > MAX_UPSTREAM_CHARS) {
            throw McpException.invalidParams("Invalid arguments for tool '" + UNLINK + "': \"upstream\" (the "
                    + "upstream whose link to remove, as " + LIST + " names it) is required and must be a string of "
                    + "1 to " + MAX_UPSTREAM_CHARS + " characters");
        }
        String name = upstream.asText();
        ObjectNode structured = json.createObjectNode().put("upstream", name);
        if (!vault.unlink(new LinkKey(caller.tenant(), caller.subject(), name))) {
            structured.put("unlinked", false);
            return result("You have no account linked at '" + name + "'. " + LIST + " lists the accounts you linked.",
                    structured, true);
        }
        audit.record(caller.tenant(), caller.subject(), "link.removed", Map.of("upstream", name, "actor", "self"));
        structured.put("unlinked", true);
        return result("Your account at '" + name + "' is unlinked. Its tools ask you to link it again before they act "
                + "as you.", structured, false);
    }

    private static void refuseOthers(String tool, JsonNode arguments, Set<String> known) {
        Set<String> unknown = new TreeSet<>();
        arguments.fieldNames().forEachRemaining(field -> {
            if (!known.contains(field)) {
                unknown.add(field);
            }
        });
        if (!unknown.isEmpty()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool + "': unknown "
                    + (unknown.size() == 1 ? "argument " : "arguments ") + String.join(", ", unknown)
                    + (known.isEmpty() ? "; it takes none" : "; it takes " + String.join(", ", known)));
        }
    }

    private Outcome result(String text, ObjectNode structured, boolean error) {
        ObjectNode result = json.createObjectNode();
        result.putArray("content").addObject().put("type", "text").put("text", text);
        result.set("structuredContent", structured);
        if (error) {
            result.put("isError", true);
        }
        return new Outcome.Result(result);
    }

    private ObjectNode listListing() {
        ObjectNode tool = json.createObjectNode();
        tool.put("name", LIST);
        tool.put("title", "Linked accounts");
        tool.put("description", "Lists the accounts you linked at upstream services, so that their tools act as you: "
                + "for each, the upstream's name, when you linked it, and whether access renews by itself. Never shows "
                + "a token. Remove one with " + UNLINK + ".");
        ObjectNode schema = tool.putObject("inputSchema");
        schema.put("type", "object");
        schema.putObject("properties");
        schema.put("additionalProperties", false);
        ObjectNode output = tool.putObject("outputSchema");
        output.put("type", "object");
        ObjectNode account = output.putObject("properties").putObject("accounts").put("type", "array")
                .putObject("items");
        account.put("type", "object");
        ObjectNode fields = account.putObject("properties");
        fields.putObject("upstream").put("type", "string");
        fields.putObject("linkedAt").put("type", "string").put("format", "date-time");
        fields.putObject("accessExpiresAt").put("type", "string").put("format", "date-time");
        fields.putObject("refreshable").put("type", "boolean");
        account.putArray("required").add("upstream").add("linkedAt").add("refreshable");
        output.putArray("required").add("accounts");
        tool.putObject("annotations").put("readOnlyHint", true).put("openWorldHint", false);
        return tool;
    }

    private ObjectNode unlinkListing() {
        ObjectNode tool = json.createObjectNode();
        tool.put("name", UNLINK);
        tool.put("title", "Unlink an account");
        tool.put("description", "Removes your linked account at one upstream service: its tokens are deleted at once, "
                + "on every gateway, and its tools ask you to link it again before they act as you.");
        ObjectNode schema = tool.putObject("inputSchema");
        schema.put("type", "object");
        schema.putObject("properties").putObject("upstream").put("type", "string").put("minLength", 1)
                .put("maxLength", MAX_UPSTREAM_CHARS)
                .put("description", "The upstream whose link to remove, as " + LIST + " names it");
        schema.putArray("required").add("upstream");
        schema.put("additionalProperties", false);
        tool.putObject("annotations").put("readOnlyHint", false).put("destructiveHint", true)
                .put("idempotentHint", true).put("openWorldHint", false);
        return tool;
    }
}

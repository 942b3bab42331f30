package dev.switchboard.console;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.FormParam;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The tenant form's fields, turned into the tenant record the admin API takes. Lists are one entry per line or comma;
 * scopes are {@code <tool glob> = <scope> <scope>} per line; an empty quota is no limit. The parts of a record the
 * form does not show (prompt and resource rules) are kept as they were.
 */
public class TenantForm {

    static final List<String> QUOTAS = List.of("requestsPerMinute", "requestsPerMinutePerSubject", "concurrentCalls",
            "sessionsPerSubject", "tasks");

    @FormParam("_csrf")
    public String csrf;
    @FormParam("id")
    public String id;
    @FormParam("displayName")
    public String displayName;
    @FormParam("toolsAllow")
    public String toolsAllow;
    @FormParam("toolsDeny")
    public String toolsDeny;
    @FormParam("scopes")
    public String scopes;
    @FormParam("requestsPerMinute")
    public String requestsPerMinute;
    @FormParam("requestsPerMinutePerSubject")
    public String requestsPerMinutePerSubject;
    @FormParam("concurrentCalls")
    public String concurrentCalls;
    @FormParam("sessionsPerSubject")
    public String sessionsPerSubject;
    @FormParam("tasks")
    public String tasks;

    /** The record to PUT: {@code existing} (or an empty one) with the form's fields in place of its own. */
    ObjectNode record(ObjectMapper json, JsonNode existing) {
        ObjectNode record = existing != null && existing.isObject() ? ((ObjectNode) existing).deepCopy()
                : json.createObjectNode();
        record.remove(List.of("displayName", "tools", "scopes", "quotas"));
        if (displayName != null && !displayName.isBlank()) {
            record.put("displayName", displayName.strip());
        }
        List<String> allow = list(toolsAllow);
        List<String> deny = list(toolsDeny);
        if (!allow.isEmpty() || !deny.isEmpty()) {
            ObjectNode tools = record.putObject("tools");
            if (!allow.isEmpty()) {
                allow.forEach(tools.putArray("allow")::add);
            }
            if (!deny.isEmpty()) {
                deny.forEach(tools.putArray("deny")::add);
            }
        }
        Map<String, List<String>> scopeRules = scopeRules(scopes);
        if (!scopeRules.isEmpty()) {
            record.set("scopes", json.valueToTree(scopeRules));
        }
        ObjectNode quotas = json.createObjectNode();
        String[] values = { requestsPerMinute, requestsPerMinutePerSubject, concurrentCalls, sessionsPerSubject, tasks };
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null && !values[i].isBlank()) {
                quotas.put(QUOTAS.get(i), number(QUOTAS.get(i), values[i]));
            }
        }
        if (!quotas.isEmpty()) {
            record.set("quotas", quotas);
        }
        return record;
    }

    static List<String> list(String text) {
        if (text == null) {
            return List.of();
        }
        return Arrays.stream(text.split("[,\\n]")).map(String::strip).filter(entry -> !entry.isEmpty()).toList();
    }

    private static Map<String, List<String>> scopeRules(String text) {
        Map<String, List<String>> rules = new LinkedHashMap<>();
        if (text == null) {
            return rules;
        }
        for (String line : text.split("\\n")) {
            if (line.isBlank()) {
                continue;
            }
            int equals = line.indexOf('=');
            if (equals <= 0) {
                throw new AdminFailure(400, "Scopes: write one rule per line as '<tool glob> = <scope> <scope>', e.g. "
                        + "'searchRepositories = tools:call github:read'; '" + line.strip() + "' is not one");
            }
            List<String> granted = new ArrayList<>(Arrays.asList(line.substring(equals + 1).strip().split("\\s+")));
            granted.removeIf(String::isEmpty);
            rules.put(line.substring(0, equals).strip(), granted);
        }
        return rules;
    }

    private static int number(String field, String text) {
        try {
            int value = Integer.parseInt(text.strip());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new AdminFailure(400, field + ": a whole number of 0 or more (empty or 0 for no limit), not '"
                + text.strip() + "'");
    }
}

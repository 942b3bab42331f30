package dev.switchboard.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** A tenant record as the pages show it and as the form is filled. */
public record TenantView(String id, String displayName, List<String> allow, List<String> deny, List<String> scopes,
        Map<String, String> quotas) {

    static TenantView of(String id, JsonNode record) {
        List<String> scopes = new ArrayList<>();
        record.path("scopes").properties().forEach(rule -> {
            List<String> granted = new ArrayList<>();
            rule.getValue().forEach(scope -> granted.add(scope.asText()));
            scopes.add(rule.getKey() + " = " + String.join(" ", granted));
        });
        Map<String, String> quotas = new LinkedHashMap<>();
        for (String name : TenantForm.QUOTAS) {
            JsonNode value = record.path("quotas").path(name);
            quotas.put(name, value.isNumber() && value.asLong() > 0 ? value.asText() : "");
        }
        return new TenantView(id, record.path("displayName").asText(""), texts(record.path("tools").path("allow")),
                texts(record.path("tools").path("deny")), scopes, quotas);
    }

    public String allowText() {
        return String.join("\n", allow);
    }

    public String denyText() {
        return String.join("\n", deny);
    }

    public String scopesText() {
        return String.join("\n", scopes);
    }

    /** The quotas set, as "name: value" (empty: no limits). */
    public List<String> quotaSummary() {
        List<String> summary = new ArrayList<>();
        quotas.forEach((name, value) -> {
            if (!value.isEmpty()) {
                summary.add(name + ": " + value);
            }
        });
        return summary;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}

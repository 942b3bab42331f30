package dev.switchboard.conformance.input;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.CallContext;

/** The client capabilities an input request needs, and whether a caller declared them. */
public enum ClientCapability {

    SAMPLING("sampling"),
    /** Form-mode elicitation: {@code elicitation: {}} (form implied) or {@code elicitation: {form: {}}}. */
    ELICITATION_FORM("elicitation"),
    ROOTS("roots");

    private final String wireName;

    ClientCapability(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public boolean declaredBy(CallContext context) {
        if (!context.clientSupports(wireName)) {
            return false;
        }
        if (this != ELICITATION_FORM) {
            return true;
        }
        JsonNode elicitation = context.clientCapabilities().get(wireName);
        boolean namesModes = elicitation.has("form") || elicitation.has("url");
        return !namesModes || elicitation.has("form");
    }
}

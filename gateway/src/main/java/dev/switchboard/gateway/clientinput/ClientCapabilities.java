package dev.switchboard.gateway.clientinput;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;

/** The one check of which client capabilities input requests need, and which of them a client did not declare. */
final class ClientCapabilities {

    private ClientCapabilities() {
    }

    /**
     * The capabilities the requests need but {@code declared} lacks, shaped as {@code requiredCapabilities}
     * ({@code {"sampling":{}}}); empty when the client can answer everything.
     */
    static ObjectNode missing(Map<String, InputRequest> requests, JsonNode declared) {
        ObjectNode missing = JsonNodeFactory.instance.objectNode();
        for (InputRequest request : requests.values()) {
            switch (request.method()) {
                case InputRequest.SAMPLING -> {
                    if (!declared.has("sampling")) {
                        missing.putObject("sampling");
                    } else if (request.params().has("tools") && !declared.path("sampling").has("tools")) {
                        missing.putObject("sampling").putObject("tools");
                    }
                }
                case InputRequest.ELICITATION -> {
                    boolean url = "url".equals(request.params().path("mode").asText());
                    JsonNode elicitation = declared.get("elicitation");
                    boolean supported = elicitation != null && (url ? elicitation.has("url")
                            : elicitation.has("form") || !elicitation.has("url"));
                    if (!supported) {
                        missing.putObject("elicitation").putObject(url ? "url" : "form");
                    }
                }
                case InputRequest.ROOTS -> {
                    if (!declared.has("roots")) {
                        missing.putObject("roots");
                    }
                }
                default -> missing.putObject(request.method());
            }
        }
        return missing;
    }

    /** Human-readable list of missing capability names. */
    static String describe(ObjectNode missing) {
        StringBuilder names = new StringBuilder();
        missing.fieldNames().forEachRemaining(name -> names.append(names.isEmpty() ? "" : ", ").append(name));
        return names.toString();
    }
}

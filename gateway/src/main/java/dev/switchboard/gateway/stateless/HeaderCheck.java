package dev.switchboard.gateway.stateless;

import java.math.BigDecimal;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.catalog.HeaderParam;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.HeaderValues;
import dev.switchboard.gateway.protocol.McpHeaders;
import io.vertx.core.MultiMap;

/**
 * The 2026-07-28 rule that mirrored headers must agree with the body, so intermediaries routing on headers and the
 * gateway acting on the body never disagree. Every failure is HTTP 400 with -32020 (HeaderMismatch).
 */
final class HeaderCheck {

    private final MultiMap headers;

    HeaderCheck(MultiMap headers) {
        this.headers = headers;
    }

    void requirePresent(String name) {
        if (headers.get(name) == null) {
            throw mismatch("Missing " + name + " header: 2026-07-28 requests must mirror it from the body");
        }
    }

    /** A plain header (no base64 sentinel) that, when present, must equal the body value exactly. */
    void requireEqualIfPresent(String name, String bodyValue) {
        String value = headers.get(name);
        if (value != null && !value.strip().equals(bodyValue)) {
            throw mismatch(name + " header value '" + value.strip() + "' does not match body value '" + bodyValue + "'");
        }
    }

    /** {@code Mcp-Name}: required, sentinel-decoded, equal to the body's name or URI. */
    void requireName(String bodyValue) {
        requirePresent(McpHeaders.NAME);
        String decoded = decode(McpHeaders.NAME, headers.get(McpHeaders.NAME));
        if (!decoded.equals(bodyValue)) {
            throw mismatch(McpHeaders.NAME + " header value '" + decoded + "' does not match body value '" + bodyValue + "'");
        }
    }

    /** Every {@code x-mcp-header} argument: header present exactly when the value is, and equal to it. */
    void requireParams(List<HeaderParam> params, JsonNode arguments) {
        for (HeaderParam param : params) {
            String headerName = McpHeaders.PARAM_PREFIX + param.name();
            String raw = headers.get(headerName);
            JsonNode value = param.valueIn(arguments);
            if (value == null) {
                if (raw != null) {
                    throw mismatch(headerName + " header sent but argument '" + String.join(".", param.path())
                            + "' is absent from the body");
                }
                continue;
            }
            if (raw == null) {
                throw mismatch("Missing " + headerName + " header for argument '" + String.join(".", param.path()) + "'");
            }
            String decoded = decode(headerName, raw);
            if (!matches(param.type(), decoded, value)) {
                throw mismatch(headerName + " header value '" + decoded + "' does not match body value '"
                        + value.asText() + "'");
            }
        }
    }

    private static boolean matches(String type, String header, JsonNode value) {
        return switch (type) {
            case "integer" -> value.isNumber() && numericallyEqual(header, value);
            case "boolean" -> value.isBoolean() && header.equals(Boolean.toString(value.asBoolean()));
            default -> value.isTextual() && header.equals(value.asText());
        };
    }

    private static boolean numericallyEqual(String header, JsonNode value) {
        try {
            return new BigDecimal(header).compareTo(value.decimalValue()) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String decode(String name, String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                throw mismatch(name + " header contains control characters");
            }
        }
        return HeaderValues.decode(raw)
                .orElseThrow(() -> mismatch(name + " header has an invalid =?base64?...?= value"));
    }

    static McpException mismatch(String message) {
        return new McpException(ErrorCodes.HEADER_MISMATCH, "Header mismatch: " + message, null, 400);
    }
}

package dev.switchboard.gateway.handler;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;
import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.request.RequestContext;

/**
 * Every MCP Apps view the gateway serves, in the audit log ({@code ui.view.served}): which view, from which service,
 * to whom, the Content Security Policy it declared ({@code "csp": "restrictive default"} when none: the host then
 * allows no outside origin), the permissions and origin it asked for, and the SHA-256 of what was served. The
 * specification asks hosts to log a view's CSP for security review; the gateway is where an enterprise keeps that log.
 */
@Singleton
class ViewAudit {

    static final String ACTION = "ui.view.served";
    static final String DEFAULT_CSP = "restrictive default";

    private final AuditLog audit;

    ViewAudit(AuditLog audit) {
        this.audit = audit;
    }

    /** Records each view among the contents of {@code result}, a {@code resources/read} answer of {@code service}. */
    void served(RequestContext request, ServiceEndpoint service, ObjectNode result) {
        for (JsonNode contents : result.path("contents")) {
            String uri = contents.path("uri").asText(null);
            String mimeType = contents.path("mimeType").asText(null);
            if (!McpApps.isView(uri) && !McpApps.MIME_TYPE.equals(mimeType)) {
                continue;
            }
            JsonNode ui = contents.path("_meta").path(McpApps.META);
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("uri", uri);
            details.put("service", service.name());
            details.put("mimeType", mimeType);
            details.put("csp", ui.has("csp") ? ui.get("csp") : DEFAULT_CSP);
            if (ui.has("permissions")) {
                details.put("permissions", ui.get("permissions"));
            }
            if (ui.has("domain")) {
                details.put("domain", ui.get("domain"));
            }
            details.put("sha256", digest(contents));
            audit.record(request.principal().tenant(), request.principal().subject(), ACTION, details);
        }
    }

    /** Of the bytes served: the text's UTF-8, or the blob decoded (its characters when it is not base64). */
    private static String digest(JsonNode contents) {
        byte[] bytes = contents.path("text").asText("").getBytes(StandardCharsets.UTF_8);
        if (contents.hasNonNull("blob")) {
            String blob = contents.get("blob").asText();
            try {
                bytes = Base64.getMimeDecoder().decode(blob);
            } catch (IllegalArgumentException e) {
                bytes = blob.getBytes(StandardCharsets.UTF_8);
            }
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

package dev.switchboard.gateway.handler;

import java.util.Optional;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.contract.McpApps;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.CacheHint;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.Extensions;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.tenant.SessionQuota;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Finding out about the server and the session: {@code initialize}, {@code ping}, {@code logging/setLevel} (session
 * era) and {@code server/discover} (2026-07-28). What the gateway offers is declared here once for both eras.
 */
@Singleton
public class LifecycleHandler {

    private final SessionStore sessions;
    private final SessionQuota quota;
    private final ResultShaper shaper;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final MeterRegistry metrics;
    private final ToolCatalog catalog;

    LifecycleHandler(SessionStore sessions, SessionQuota quota, ResultShaper shaper, GatewayConfig config,
            ObjectMapper json, MeterRegistry metrics, ToolCatalog catalog) {
        this.metrics = metrics;
        this.catalog = catalog;
        this.sessions = sessions;
        this.quota = quota;
        this.shaper = shaper;
        this.config = config;
        this.json = json;
    }

    /**
     * A session-era {@code initialize} opens a session; a 2024-11-05 one completes the session its SSE stream
     * opened. Either way the client gets the version it asked for when supported, else the newest.
     */
    public Outcome initialize(RequestContext request) {
        Handshake handshake = Handshake.read(request.params(), ProtocolVersions.negotiable(request.era()));
        ObjectNode result = json.createObjectNode().put("protocolVersion", handshake.version());
        result.set("capabilities", capabilities(request.era(), handshake.version()));
        result.set("serverInfo", shaper.serverInfo());
        result.put("instructions", config.instructions());
        SessionRecord session = request.caller().session();
        if (session == null) {
            SessionRecord opened = sessions.create(handshake.version(), request.principal(), handshake.clientInfo(),
                    handshake.capabilities());
            try {
                quota.open(request.principal(), opened.id());
            } catch (RuntimeException e) {
                sessions.delete(opened.id());
                throw e;
            }
            metrics.counter("switchboard.sessions.opened", "protocol_version", handshake.version()).increment();
            return new Outcome.SessionOpened(result, opened.id());
        }
        sessions.updateHandshake(session.id(), handshake.version(), handshake.clientInfo(), handshake.capabilities());
        return new Outcome.Result(result);
    }

    public Outcome ping(RequestContext request) {
        return new Outcome.Result(json.createObjectNode());
    }

    public Outcome setLevel(RequestContext request) {
        String level = Optional.ofNullable(request.params().get("level")).filter(JsonNode::isTextual)
                .map(JsonNode::asText).filter(name -> LogLevel.from(name).isPresent())
                .orElseThrow(() -> McpException.invalidParams(
                        "logging/setLevel needs params.level: debug, info, notice, warning, error, critical, alert or emergency"));
        if (!sessions.updateLogLevel(request.sessionId(), level)) {
            throw new McpException(ErrorCodes.SESSION_NOT_FOUND, "Session not found: it ended while setting the level",
                    null, 404);
        }
        return new Outcome.Result(json.createObjectNode());
    }

    public Outcome discover(RequestContext request) {
        ObjectNode result = json.createObjectNode();
        ArrayNode versions = result.putArray("supportedVersions");
        ProtocolVersions.MODERN_ALL.forEach(versions::add);
        result.set("capabilities", capabilities(request.era(), ProtocolVersions.STATELESS));
        result.put("instructions", config.instructions());
        return new Outcome.Result(result, CacheHint.shared(config.discoverTtl()));
    }

    /**
     * The server capabilities: the same in every era, but for logging, which 2026-07-28 sets per request, and tasks:
     * the tasks extension in 2026-07-28, 2025-11-25's {@code tasks} in sessions of that revision or later. MCP Apps
     * ({@code io.modelcontextprotocol/ui}, with the MIME type of the views relayed) in every era while any service
     * offers a view: its specification negotiates through {@code extensions} in {@code initialize} too.
     */
    private ObjectNode capabilities(Era era, String version) {
        ObjectNode capabilities = json.createObjectNode();
        capabilities.putObject("tools").put("listChanged", true);
        capabilities.putObject("prompts").put("listChanged", true);
        capabilities.putObject("resources").put("subscribe", true).put("listChanged", true);
        capabilities.putObject("completions");
        if (catalog.snapshot().offersViews()) {
            capabilities.putObject("extensions").set(McpApps.EXTENSION, McpApps.serverSettings());
        }
        if (era == Era.STATELESS) {
            capabilities.withObjectProperty("extensions").putObject(Extensions.TASKS);
        } else {
            capabilities.putObject("logging");
            if (ProtocolVersions.hasTasks(version)) {
                ObjectNode tasks = capabilities.putObject("tasks");
                tasks.putObject("list");
                tasks.putObject("cancel");
                tasks.putObject("requests").putObject("tools").putObject("call");
            }
        }
        return capabilities;
    }
}

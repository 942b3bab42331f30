package dev.switchboard.gateway.protocol;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;

/** Shapes results for each era: 2026 results carry {@code resultType}, cache hints and server info; older ones do not. */
@ApplicationScoped
public class ResultShaper {

    private final ObjectMapper json;
    private final ObjectNode serverInfo;

    ResultShaper(ObjectMapper json, GatewayConfig config) {
        this.json = json;
        this.serverInfo = json.createObjectNode().put("name", config.name()).put("version", config.version());
    }

    /** {@code {name, version}} of this gateway. */
    public ObjectNode serverInfo() {
        return serverInfo.deepCopy();
    }

    public ObjectNode emptyResult() {
        return json.createObjectNode();
    }

    /**
     * A 2026 result: {@code resultType} (default complete) and {@code _meta} server info added. Results are shaped in
     * place: every caller passes a node it owns (freshly parsed or built), so no copy is made on the hot path.
     */
    public ObjectNode modern(ObjectNode result) {
        ObjectNode shaped = result;
        if (!shaped.has("resultType")) {
            shaped.put("resultType", "complete");
        }
        ObjectNode meta = shaped.path("_meta").isObject() ? (ObjectNode) shaped.get("_meta") : shaped.putObject("_meta");
        meta.set(MetaKeys.SERVER_INFO, serverInfo);
        return shaped;
    }

    /** A cacheable 2026 result (discover, lists, reads) with its freshness hint and scope. */
    public ObjectNode modernCacheable(ObjectNode result, Duration ttl, String scope) {
        ObjectNode shaped = modern(result);
        shaped.put("ttlMs", ttl.toMillis());
        shaped.put("cacheScope", scope);
        return shaped;
    }

    /** A session-era result (shaped in place): the contract's {@code resultType} is not part of those schemas. */
    public ObjectNode sessionEra(ObjectNode result) {
        result.remove("resultType");
        return result;
    }
}

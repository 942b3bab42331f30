package dev.switchboard.gateway.protocol;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ResultTypes;
import dev.switchboard.gateway.config.GatewayConfig;

/** Shapes results for each era: 2026 results carry {@code resultType}, cache hints and server info; older ones do not. */
@Singleton
public class ResultShaper {

    private final ObjectNode serverInfo;

    ResultShaper(ObjectMapper json, GatewayConfig config) {
        this.serverInfo = json.createObjectNode().put("name", config.name()).put("version", config.version());
    }

    /** {@code {name, version}} of this gateway. */
    public ObjectNode serverInfo() {
        return serverInfo.deepCopy();
    }

    /**
     * A 2026 result: {@code resultType} (default complete), {@code _meta} server info and, when given, the cache hint
     * added. Results are shaped in place: every caller passes a node it owns (freshly parsed or built), so no copy is
     * made on the hot path.
     */
    public ObjectNode modern(ObjectNode result, CacheHint cache) {
        if (!result.has(ResultTypes.FIELD)) {
            result.put(ResultTypes.FIELD, ResultTypes.COMPLETE);
        }
        ObjectNode meta = result.path("_meta").isObject() ? (ObjectNode) result.get("_meta") : result.putObject("_meta");
        meta.set(MetaKeys.SERVER_INFO, serverInfo);
        if (cache.present()) {
            result.put("ttlMs", cache.ttl().toMillis());
            result.put("cacheScope", cache.scope());
        }
        return result;
    }

    /** A session-era result (shaped in place): the contract's {@code resultType} is not part of those schemas. */
    public ObjectNode sessionEra(ObjectNode result) {
        result.remove(ResultTypes.FIELD);
        return result;
    }
}

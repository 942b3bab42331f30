package dev.switchboard.gateway.handler;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.JsonCache;

/**
 * Tool results cached in Redis per tenant, tool and canonical arguments ({@code sb:cache:tool:TENANT:TOOL:SHA256}),
 * for as long as the tool's manifest allows. A cache that cannot be reached is skipped, never fatal, and never
 * replaced by local memory.
 */
@ApplicationScoped
class ResultCache {

    private static final Logger LOG = Logger.getLogger(ResultCache.class);

    private final JsonCache cache;

    ResultCache(JsonCache cache) {
        this.cache = cache;
    }

    static String key(RequestContext request, CatalogTool tool, ObjectNode arguments) {
        return "tool:" + request.principal().tenant() + ":" + tool.name() + ":" + CanonicalJson.sha256(arguments);
    }

    /** The cached result, or null on a miss or when Redis cannot be reached. */
    ObjectNode read(String key) {
        try {
            return cache.get(key, ObjectNode.class).orElse(null);
        } catch (StoreUnavailableException e) {
            LOG.debugf("Result cache unavailable, forwarding: %s", e.getMessage());
            return null;
        }
    }

    /** Stores a result without making the caller wait. */
    void write(String key, ObjectNode result, Duration ttl) {
        cache.putInBackground(key, result, ttl);
    }
}

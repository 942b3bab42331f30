package dev.switchboard.bridge.pinning;

import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.sessionstore.review.PinnedDefinitions;

/**
 * Pinned tool definitions in Redis, shared by every bridge replica ({@link PinnedDefinitions}: the digest and
 * definition first seen, per upstream and tool); the latest held-back one waits in the suite's {@link DefinitionReviews}
 * (as {@code SERVICE/UPSTREAM/TOOL}), where the gateway's admin API shows it and accepts its digest for that tool.
 * Every decision that changes or refuses a pin is an audit event on the {@code dev.switchboard.bridge.audit} logger,
 * one JSON object per line.
 */
@ApplicationScoped
public class PinStore {

    private static final Logger AUDIT = Logger.getLogger("dev.switchboard.bridge.audit");
    private static final Logger LOG = Logger.getLogger(PinStore.class);

    private final PinnedDefinitions pins;
    private final AcceptedDigests accepted;
    private final DefinitionReviews reviews;
    private final String service;
    private final BridgeConfig config;
    private final ObjectMapper json;
    /** Digests this replica already found pinned or accepted: rechecks of unchanged tools skip Redis. */
    private final Map<String, String> confirmed = new ConcurrentHashMap<>();

    PinStore(PinnedDefinitions pins, AcceptedDigests accepted, DefinitionReviews reviews, ServiceKitConfig service,
            BridgeConfig config, ObjectMapper json) {
        this.pins = pins;
        this.accepted = accepted;
        this.reviews = reviews;
        this.service = service.name();
        this.config = config;
        this.json = json;
    }

    /**
     * Forgets what this replica confirmed of {@code upstream}'s pins, so that its next check asks Redis: the upstream
     * changed, came or went, and removing it forgets its pins there.
     */
    public void recheck(String upstream) {
        String prefix = PinnedDefinitions.key(service, upstream, "");
        confirmed.keySet().removeIf(key -> key.startsWith(prefix));
    }

    /** Checks (and on first sight records) the definition of {@code tool}; {@code definition} is its pinned part. */
    public PinVerdict check(String upstream, String tool, JsonNode definition) {
        if (!config.pinning().enabled()) {
            return PinVerdict.UNCHANGED;
        }
        String digest = ToolDigest.of(definition);
        String key = PinnedDefinitions.key(service, upstream, tool);
        if (digest.equals(confirmed.get(key))) {
            return PinVerdict.UNCHANGED;
        }
        PinVerdict verdict = decide(upstream, tool, digest, definition);
        if (verdict.exposed()) {
            confirmed.put(key, digest);
        } else {
            confirmed.remove(key);
        }
        return verdict;
    }

    private PinVerdict decide(String upstream, String tool, String digest, JsonNode definition) {
        try {
            String record = pinRecord(digest, definition);
            if (pins.pinFirst(service, upstream, tool, record)) {
                audit("tool_pinned", upstream, tool, null, digest, "exposed");
                return PinVerdict.PINNED;
            }
            String current = pins.pinned(service, upstream, tool);
            JsonNode pinnedRecord = current == null ? json.missingNode() : json.readTree(current);
            String pinned = pinnedRecord.path("digest").asText(null);
            if (digest.equals(pinned)) {
                return PinVerdict.UNCHANGED;
            }
            if (accepted.accepted(upstream, tool, digest) || reviews.accepted(service, upstream + "/" + tool, digest)) {
                pins.repin(service, upstream, tool, record);
                reviews.release(service, upstream + "/" + tool);
                audit("tool_definition_accepted", upstream, tool, pinned, digest, "exposed");
                return PinVerdict.ACCEPTED;
            }
            String held = reviews.held(service, upstream + "/" + tool);
            if (held == null || !digest.equals(json.readTree(held).path("offeredDigest").asText())) {
                reviews.hold(service, upstream + "/" + tool, review(upstream, tool, pinned, digest,
                        pinnedRecord.path("definition"), definition));
                audit("tool_definition_changed", upstream, tool, pinned, digest, "held_back");
            }
            return PinVerdict.HELD_BACK;
        } catch (StoreUnavailableException | java.io.IOException e) {
            LOG.warnf("Cannot check the pinned definition of %s/%s, not exposing it for now: %s", upstream, tool,
                    e.getMessage());
            return PinVerdict.UNKNOWN;
        }
    }

    private String pinRecord(String digest, JsonNode definition) {
        ObjectNode record = json.createObjectNode();
        record.put("digest", digest);
        record.put("at", Instant.now().toString());
        record.set("definition", definition);
        return record.toString();
    }

    /** What an operator reviews: both digests, the pinned definition and the offered one (so a diff can be shown). */
    private String review(String upstream, String tool, String pinned, String offered, JsonNode pinnedDefinition,
            JsonNode definition) {
        ObjectNode review = json.createObjectNode();
        review.put("service", service);
        review.put("upstream", upstream);
        review.put("tool", tool);
        review.put("pinnedDigest", pinned);
        review.put("offeredDigest", offered);
        review.put("heldBackAt", Instant.now().toString());
        if (!pinnedDefinition.isMissingNode()) {
            review.set("pinnedDefinition", pinnedDefinition);
        }
        review.set("definition", definition);
        return review.toString();
    }

    private void audit(String event, String upstream, String tool, String pinned, String offered, String action) {
        ObjectNode line = json.createObjectNode();
        line.put("audit", event);
        line.put("upstream", upstream);
        line.put("tool", tool);
        if (pinned != null) {
            line.put("pinnedDigest", pinned);
        }
        line.put("offeredDigest", offered);
        line.put("action", action);
        if ("held_back".equals(action)) {
            line.put("howToAccept", "PUT /admin/v1/tool-definitions/accepted/" + offered + "?service=" + service
                    + "&upstream=" + upstream + "&tool=" + tool + " on the gateway, or add '" + offered + " " + upstream
                    + "/" + tool + "' to bridge.pinning.accepted-digests or the accept file");
            AUDIT.warn(line.toString());
        } else {
            AUDIT.info(line.toString());
        }
    }
}

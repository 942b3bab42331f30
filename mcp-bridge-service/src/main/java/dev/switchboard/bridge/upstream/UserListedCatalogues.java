package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.sessionstore.upstream.ListedCatalogues;
import io.modelcontextprotocol.spec.McpSchema;

/**
 * The catalogues read through users' sessions, kept in Redis ({@link ListedCatalogues}) under this bridge's service
 * name, so that every replica offers the same one, also after a restart, before any user's session is open again.
 */
@ApplicationScoped
public class UserListedCatalogues {

    private static final Logger LOG = Logger.getLogger(UserListedCatalogues.class);

    private final ListedCatalogues store;
    private final ObjectMapper json;
    private final String service;

    UserListedCatalogues(ListedCatalogues store, ObjectMapper json, ServiceKitConfig service) {
        this.store = store;
        this.json = json;
        this.service = service.name();
    }

    /** A catalogue and when it was read. */
    public record Listing(Catalogue catalogue, Instant readAt) {
    }

    /**
     * The last catalogue read of {@code upstream}, if any user's session has read one.
     *
     * @throws dev.switchboard.sessionstore.StoreUnavailableException when Redis cannot be asked
     */
    public Optional<Listing> read(String upstream) {
        Optional<String> stored = store.read(service, upstream);
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        try {
            JsonNode node = json.readTree(stored.get());
            return Optional.of(new Listing(new Catalogue(list(node, "tools", McpSchema.Tool.class),
                    list(node, "prompts", McpSchema.Prompt.class), list(node, "resources", McpSchema.Resource.class),
                    list(node, "templates", McpSchema.ResourceTemplate.class), false),
                    Instant.parse(node.path("readAt").asText())));
        } catch (IOException | RuntimeException e) {
            LOG.warnf("The catalogue kept for upstream '%s' cannot be read (%s); it is read again through the next "
                    + "user's session", upstream, e.getMessage());
            return Optional.empty();
        }
    }

    public void write(String upstream, Listing listing) {
        ObjectNode node = json.createObjectNode().put("readAt", listing.readAt().toString());
        node.set("tools", json.valueToTree(listing.catalogue().tools()));
        node.set("prompts", json.valueToTree(listing.catalogue().prompts()));
        node.set("resources", json.valueToTree(listing.catalogue().resources()));
        node.set("templates", json.valueToTree(listing.catalogue().templates()));
        store.write(service, upstream, node.toString());
    }

    private <T> List<T> list(JsonNode node, String field, Class<T> type) throws IOException {
        List<T> items = new ArrayList<>();
        for (JsonNode item : node.path(field)) {
            items.add(json.treeToValue(item, type));
        }
        return items;
    }
}

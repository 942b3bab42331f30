package dev.switchboard.gateway.discovery;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.auth.InternalTokenMinter;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * Finds tools by a need in words, among exactly the tools a tenant may use. The search itself runs in the discovery
 * service ({@code discovery-service}): the gateway sends the need and the names of the tools the tenant's view holds,
 * and answers the listings of the names it gets back, so a tool the view hides is never found. The gateway loads no
 * model and keeps no index: a gateway whose tenants all list every tool pays nothing for discovery.
 * <p>
 * When the discovery service is not registered, or does not answer within {@code gateway.discovery.timeout}, the
 * gateway matches the need's words itself ({@link WordMatch}), and the answer says so.
 */
@Singleton
public class ToolSearch {

    private static final Logger LOG = Logger.getLogger(ToolSearch.class);
    private static final String PATH = "/internal/v1/discovery/search";
    /** How often the registry is read again for the discovery service's address, once it is known. */
    private static final long REREAD_NANOS = 5_000_000_000L;
    /** The same while none is known: a discovery service that just started is used within a second. */
    private static final long REREAD_ABSENT_NANOS = 1_000_000_000L;

    private final GatewayConfig.Discovery config;
    private final ServiceRegistry registry;
    private final InternalTokenMinter tokens;
    private final ObjectMapper json;
    private final HttpClient http;
    private final Timer searches;
    private final Counter fallbacks;
    private volatile Located located = new Located(List.of(), System.nanoTime() - REREAD_NANOS - 1);
    private volatile boolean down;

    ToolSearch(GatewayConfig config, ServiceRegistry registry, InternalTokenMinter tokens, ObjectMapper json,
            MeterRegistry metrics) {
        this.config = config.discovery();
        this.registry = registry;
        this.tokens = tokens;
        this.json = json;
        this.http = HttpClient.newBuilder().connectTimeout(this.config.timeout()).build();
        this.searches = Timer.builder("switchboard.discovery.searches")
                .description("Tool searches through the discovery service, including its round trip").register(metrics);
        this.fallbacks = Counter.builder("switchboard.discovery.fallbacks")
                .description("Tool searches answered by the gateway's word match: the discovery service was away")
                .register(metrics);
    }

    /** What a search answered, and whether it came from the gateway's word match instead of the discovery service. */
    public record Answer(List<Found> tools, boolean wordsOnly) {
    }

    /** The best {@code limit} of the tools {@code view} shows {@code principal} for {@code need}, best first. */
    public Answer find(Principal principal, CatalogView view, String need, int limit) {
        List<ObjectNode> listings = view.toolListings();
        if (listings.isEmpty()) {
            return new Answer(List.of(), false);
        }
        List<Found> found = endpoint().map(baseUrl -> search(baseUrl, principal, listings, need, limit)).orElse(null);
        if (found == null || found.isEmpty()) {
            fallbacks.increment();
            return new Answer(WordMatch.find(listings, need, limit), true);
        }
        return new Answer(found, false);
    }

    /** The discovery service's answer as listings of the view, or null when it did not answer. */
    private List<Found> search(String baseUrl, Principal principal, List<ObjectNode> listings, String need,
            int limit) {
        Map<String, ObjectNode> byName = new HashMap<>();
        listings.forEach(listing -> byName.put(listing.path("name").asText(), listing));
        ObjectNode body = json.createObjectNode().put("query", need).put("limit", limit);
        byName.keySet().forEach(body.putArray("tools")::add);
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + PATH)).timeout(config.timeout())
                .header("content-type", "application/json")
                .header("authorization", tokens.bearer(config.serviceName(), principal))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
        try {
            HttpResponse<String> response = searches.recordCallable(() -> http.send(request,
                    HttpResponse.BodyHandlers.ofString()));
            if (response.statusCode() != 200) {
                throw new IOException("HTTP " + response.statusCode() + ": " + response.body());
            }
            List<Found> found = new ArrayList<>();
            for (JsonNode tool : json.readTree(response.body()).path("tools")) {
                ObjectNode listing = byName.get(tool.path("name").asText());
                if (listing != null) {
                    List<String> words = new ArrayList<>();
                    tool.path("matchedWords").forEach(word -> words.add(word.asText()));
                    found.add(new Found(listing, tool.path("score").asDouble(), tool.path("matchedBy").asText(),
                            words));
                }
            }
            if (down) {
                LOG.info("The discovery service answers again");
                down = false;
            }
            return found;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (Exception e) {
            if (!down) {
                LOG.warnf("The discovery service at %s did not answer (%s): tool searches match words only until it "
                        + "does", baseUrl, e.getMessage());
                down = true;
            }
            located = new Located(List.of(), System.nanoTime());
            return null;
        }
    }

    /** A live discovery service's base URL, from the registry, read again at most every few seconds. */
    private Optional<String> endpoint() {
        Located known = located;
        long now = System.nanoTime();
        long age = now - known.at();
        if (age > REREAD_NANOS || known.baseUrls().isEmpty() && age > REREAD_ABSENT_NANOS) {
            try {
                known = new Located(registry.live().stream()
                        .filter(registration -> registration.service().equals(config.serviceName()))
                        .map(ServiceRegistration::baseUrl).toList(), now);
            } catch (StoreUnavailableException e) {
                known = new Located(known.baseUrls(), now);
            }
            located = known;
        }
        List<String> urls = known.baseUrls();
        return urls.isEmpty() ? Optional.empty()
                : Optional.of(urls.get(ThreadLocalRandom.current().nextInt(urls.size())));
    }

    private record Located(List<String> baseUrls, long at) {
    }

    /** The listing a search shows for a found tool: what the model needs to call it, and why it was found. */
    static ObjectNode describe(Found found) {
        ObjectNode listing = found.listing();
        ObjectNode tool = listing.objectNode();
        tool.put("name", listing.path("name").asText());
        copy(listing, tool, "title");
        copy(listing, tool, "description");
        copy(listing, tool, "inputSchema");
        copy(listing, tool, "annotations");
        tool.put("score", Math.round(found.score() * 1000) / 1000.0);
        tool.put("matchedBy", found.matchedBy());
        found.matchedWords().forEach(tool.withArray("matchedWords")::add);
        return tool;
    }

    private static void copy(ObjectNode from, ObjectNode to, String field) {
        if (from.hasNonNull(field)) {
            to.set(field, from.get(field));
        }
    }
}

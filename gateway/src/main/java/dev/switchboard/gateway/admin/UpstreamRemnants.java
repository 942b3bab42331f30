package dev.switchboard.gateway.admin;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import dev.switchboard.sessionstore.upstream.ListedCatalogues;
import dev.switchboard.sessionstore.upstream.UpstreamStore;

/**
 * What a bridge keeps in Redis about an upstream beyond its definition: pinned tool definitions, held-back reviews and
 * their acceptances, and the catalogue read through a user's session. Removing the upstream forgets them, so a later upstream
 * of that name starts without them (its
 * definitions pinned on first sight, as for any new upstream) instead of finding an old server's pins.
 */
@ApplicationScoped
public class UpstreamRemnants {

    private final PinnedDefinitions pins;
    private final DefinitionReviews reviews;
    private final ListedCatalogues catalogues;
    private final UpstreamStore store;
    private final UpstreamDefinitions upstreams;

    UpstreamRemnants(PinnedDefinitions pins, DefinitionReviews reviews, ListedCatalogues catalogues,
            UpstreamStore store, UpstreamDefinitions upstreams) {
        this.pins = pins;
        this.reviews = reviews;
        this.catalogues = catalogues;
        this.store = store;
        this.upstreams = upstreams;
    }

    /** How many pinned tools and reviews (with acceptances) were forgotten. */
    public record Forgotten(int pins, int reviews) {
    }

    /** Forgets what {@code service} kept about {@code upstream}, just removed. */
    Forgotten forget(String service, String upstream) {
        catalogues.forget(service, upstream);
        return new Forgotten(pins.forget(service, upstream), reviews.forget(service, upstream + "/"));
    }

    /**
     * Forgets what {@code service} kept about {@code upstream}, which no bridge serves any more (one removed from an
     * upstreams file).
     *
     * @throws jakarta.ws.rs.WebApplicationException 409 while a bridge's file or a run-time upstream still names it, 404
     *         when nothing is kept about it
     */
    Forgotten forgetUnused(String service, String upstream) {
        if (store.fileOwner(upstream).filter(service::equals).isPresent()) {
            throw AdminErrors.conflict("The upstreams file of " + service + " names '" + upstream + "', so its pins "
                    + "are in use; remove it from the file and restart that bridge first");
        }
        if (upstreams.serviceOf(upstream).filter(service::equals).isPresent()) {
            throw AdminErrors.conflict("'" + upstream + "' is a run-time upstream of " + service + "; DELETE "
                    + "/admin/v1/upstreams/" + upstream + " removes it with its pins");
        }
        Forgotten forgotten = forget(service, upstream);
        if (forgotten.pins() == 0 && forgotten.reviews() == 0) {
            throw AdminErrors.notFound("Nothing is pinned or held back for upstream '" + upstream + "' of " + service);
        }
        return forgotten;
    }
}

package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.review.Acceptance;
import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import dev.switchboard.sessionstore.upstream.ListedCatalogues;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static dev.switchboard.gateway.SecuredGateway.admin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Pins are per upstream, and go with it: removing a run-time upstream through the admin API forgets its pinned
 * definitions, held-back reviews and acceptances and the catalogue read through its users, and nothing of another
 * upstream's. An upstream removed from an
 * upstreams file is forgotten with {@code DELETE /admin/v1/tool-definitions/pinned/{service}/{upstream}}, which refuses
 * (409) while a file or a run-time upstream still names it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class RemovingAnUpstreamForgetsItsPinsTest {

    private static final String RECORD = "{\"digest\":\"sha256:" + "11".repeat(32) + "\"}";
    private static final String OFFERED = "sha256:" + "22".repeat(32);

    @Inject
    PinnedDefinitions pins;
    @Inject
    DefinitionReviews reviews;
    @Inject
    UpstreamStore store;
    @Inject
    ListedCatalogues catalogues;

    private void pinnedAndHeld(String service, String upstream) {
        pins.pinFirst(service, upstream, "search", RECORD);
        pins.pinFirst(service, upstream, "delete", RECORD);
        reviews.hold(service, upstream + "/delete", "{\"offeredDigest\":\"" + OFFERED + "\"}");
        reviews.accept(new Acceptance(service, upstream + "/delete", OFFERED, Instant.now(), "test"));
    }

    @Test
    void deletingARunTimeUpstreamForgetsItsPinsAndReviews() {
        admin().body("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\"}")
                .put("/admin/v1/upstreams/notes").then().statusCode(201);
        pinnedAndHeld("mcp-bridge", "notes");
        pinnedAndHeld("mcp-bridge", "notes-archive");
        catalogues.write("mcp-bridge", "notes", "{\"tools\":[]}");

        admin().delete("/admin/v1/upstreams/notes").then().statusCode(204);

        assertThat(catalogues.read("mcp-bridge", "notes")).isEmpty();
        assertThat(pins.pinned("mcp-bridge", "notes", "search")).isNull();
        assertThat(pins.pinned("mcp-bridge", "notes", "delete")).isNull();
        assertThat(reviews.held("mcp-bridge", "notes/delete")).isNull();
        assertThat(reviews.accepted("mcp-bridge", "notes/delete", OFFERED)).isFalse();
        assertThat(pins.pinned("mcp-bridge", "notes-archive", "search")).isEqualTo(RECORD);
        assertThat(reviews.held("mcp-bridge", "notes-archive/delete")).isNotNull();
        assertThat(reviews.accepted("mcp-bridge", "notes-archive/delete", OFFERED)).isTrue();
    }

    @Test
    void anUpstreamNoLongerServedIsForgottenOnRequest() {
        pinnedAndHeld("team-notes", "old");

        admin().delete("/admin/v1/tool-definitions/pinned/team-notes/old").then().statusCode(200)
                .body("pinsForgotten", equalTo(2)).body("reviewsForgotten", equalTo(2));

        assertThat(pins.pinned("team-notes", "old", "search")).isNull();
        admin().delete("/admin/v1/tool-definitions/pinned/team-notes/old").then().statusCode(404);
    }

    @Test
    void anUpstreamStillServedIsNotForgotten() {
        store.claimFileNames("team-notes", List.of("filed"), Instant.now().plusSeconds(30));
        pinnedAndHeld("team-notes", "filed");
        admin().body("{\"transport\":\"http\",\"url\":\"https://live.example.com/mcp\"}")
                .put("/admin/v1/upstreams/live").then().statusCode(201);

        admin().delete("/admin/v1/tool-definitions/pinned/team-notes/filed").then().statusCode(409)
                .body("error", containsString("upstreams file of team-notes"));
        admin().delete("/admin/v1/tool-definitions/pinned/mcp-bridge/live").then().statusCode(409)
                .body("error", containsString("DELETE /admin/v1/upstreams/live"));
        assertThat(pins.pinned("team-notes", "filed", "search")).isEqualTo(RECORD);
        admin().delete("/admin/v1/upstreams/live").then().statusCode(204);
    }
}

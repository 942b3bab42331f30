package dev.switchboard.conformance.resources;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.tool;
import static dev.switchboard.conformance.resources.FixtureResourcesAreReadableTest.read;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class WatchedResourceUpdatesArePublishedTest {

    @Inject
    ResourceUpdates updates;

    @Test
    void anUpdateChangesTheContentsAndIsPublishedForSubscribers() {
        List<String> published = new CopyOnWriteArrayList<>();
        Runnable stopWatching = updates.watch(update -> published.add(update.uri()));
        try {
            int revision = tool("update_watched_resource",
                    call(InternalCalls.fields().put("note", "the smoke test was here"), InternalCalls.context()))
                    .statusCode(200)
                    .body("structuredContent.uri", equalTo("test://watched-resource"))
                    .extract().path("structuredContent.revision");

            await().atMost(Duration.ofSeconds(5)).until(() -> published.contains("test://watched-resource"));
            read("test://watched-resource").statusCode(200)
                    .body("contents[0].text", containsString("revision " + revision))
                    .body("contents[0].text", containsString("the smoke test was here"));
        } finally {
            stopWatching.run();
        }
    }

    @Test
    void anEmptyNoteIsRefused() {
        tool("update_watched_resource", call(InternalCalls.fields().put("note", ""), InternalCalls.context()))
                .statusCode(400)
                .body("data.property", equalTo("note"));
    }
}

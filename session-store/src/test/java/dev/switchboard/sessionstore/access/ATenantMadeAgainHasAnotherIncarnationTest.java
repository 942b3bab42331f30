package dev.switchboard.sessionstore.access;

import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant's record gets an incarnation when it is made, keeps it while it is replaced, and loses it when deleted: the
 * tenant made again under the same name has another. A record made before records had one keeps none, and the
 * incarnations never show up as tenants.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ATenantMadeAgainHasAnotherIncarnationTest {

    @Inject
    TenantStore store;

    @Inject
    RedisDataSource redis;

    @Test
    void aDeletedTenantMadeAgainHasANewIncarnation() {
        String tenant = "phoenix-" + UUID.randomUUID().toString().substring(0, 8);
        String first = store.put(tenant, "{}");
        assertThat(first).isNotEmpty();
        assertThat(store.put(tenant, "{\"displayName\":\"Phoenix\"}")).isEqualTo(first);
        assertThat(store.get(tenant)).hasValue(new TenantStore.Stored("{\"displayName\":\"Phoenix\"}", first));
        assertThat(store.all()).containsEntry(tenant, new TenantStore.Stored("{\"displayName\":\"Phoenix\"}", first))
                .allSatisfy((name, stored) -> assertThat(name).doesNotContain(":"));

        assertThat(store.delete(tenant)).hasValue(first);
        assertThat(store.get(tenant)).isEmpty();
        assertThat(store.delete(tenant)).isEmpty();

        String second = store.put(tenant, "{}");
        assertThat(second).isNotEmpty().isNotEqualTo(first);
        assertThat(store.putIfAbsent(tenant, "{\"displayName\":\"seeded\"}")).isFalse();
        assertThat(store.get(tenant).orElseThrow().incarnation()).isEqualTo(second);
    }

    @Test
    void aSeededTenantHasOneAndAnOlderRecordKeepsNone() {
        String seeded = "seeded-" + UUID.randomUUID().toString().substring(0, 8);
        assertThat(store.putIfAbsent(seeded, "{}")).isTrue();
        assertThat(store.get(seeded).orElseThrow().incarnation()).isNotEmpty();

        String older = "older-" + UUID.randomUUID().toString().substring(0, 8);
        redis.hash(String.class).hset("sb:tenants", older, "{}");
        assertThat(store.put(older, "{\"displayName\":\"Older\"}")).isEmpty();
        assertThat(store.get(older).orElseThrow().incarnation()).isEmpty();
        assertThat(store.delete(older)).hasValue("");
    }
}

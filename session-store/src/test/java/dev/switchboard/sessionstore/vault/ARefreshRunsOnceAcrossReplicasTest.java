package dev.switchboard.sessionstore.vault;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Many calls of one user finding the access token expired at once, on several replicas (vault instances), refresh it
 * once: the upstream's refresh grant runs a single time, and every call gets the new token. A refresh token is often
 * single-use, so a second refresh with the old one would fail and lose the link.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ARefreshRunsOnceAcrossReplicasTest {

    @Inject
    RedisDataSource redis;

    @Inject
    ObjectMapper json;

    @Test
    void concurrentRefreshesOnThreeReplicasCallTheGrantOnce() throws Exception {
        LinkKey link = Vaults.freshLink("github");
        LinkedTokens stale = Vaults.tokens("old-access", "old-refresh");
        Vaults.with(redis, json, Vaults.KEY_A).link(link, stale);
        List<TokenVault> replicas = List.of(Vaults.with(redis, json, Vaults.KEY_A),
                Vaults.with(redis, json, Vaults.KEY_A), Vaults.with(redis, json, Vaults.KEY_A));
        AtomicInteger grants = new AtomicInteger();
        CountDownLatch allAsking = new CountDownLatch(12);

        List<Future<Optional<LinkedTokens>>> calls = new ArrayList<>();
        try (ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < 12; i++) {
                TokenVault replica = replicas.get(i % replicas.size());
                calls.add(callers.submit(() -> {
                    allAsking.countDown();
                    allAsking.await(10, TimeUnit.SECONDS);
                    return replica.refresh(link, stale, current -> {
                        assertThat(current.refreshToken()).isEqualTo("old-refresh");
                        grants.incrementAndGet();
                        return Vaults.tokens("new-access", "new-refresh");
                    });
                }));
            }
            for (Future<Optional<LinkedTokens>> call : calls) {
                assertThat(call.get(30, TimeUnit.SECONDS)).hasValueSatisfying(
                        tokens -> assertThat(tokens.accessToken()).isEqualTo("new-access"));
            }
        }
        assertThat(grants).hasValue(1);
        assertThat(replicas.getFirst().tokens(link)).hasValueSatisfying(
                tokens -> assertThat(tokens.refreshToken()).isEqualTo("new-refresh"));
    }
}

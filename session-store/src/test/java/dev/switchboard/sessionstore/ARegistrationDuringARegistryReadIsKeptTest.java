package dev.switchboard.sessionstore;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A registry read that finds a service's key gone tidies the name out of the index. A service that registers again
 * at that moment must not lose its index entry to the tidy-up: its registration would then be invisible to every
 * gateway until its next heartbeat (or for good, when it published once). The read and the publish are raced many
 * times, each round starting them together.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ARegistrationDuringARegistryReadIsKeptTest {

    private static final int ROUNDS = 1500;

    @Inject
    ServiceRegistry registry;

    @Test
    void aServicePublishedWhileTheRegistryIsReadStaysLive() throws Exception {
        ServiceRegistration registration = new ServiceRegistration("racing", "racing-1", "http://127.0.0.1:3",
                Instant.now(), JsonNodeFactory.instance.objectNode().put("service", "racing"));
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                registry.publish(registration, Duration.ofSeconds(30), false);
                registry.withdraw("racing", "racing-1");
                CyclicBarrier start = new CyclicBarrier(2);
                CompletableFuture<?> read = CompletableFuture.runAsync(() -> {
                    await(start);
                    registry.live();
                }, threads);
                CompletableFuture<?> publish = CompletableFuture.runAsync(() -> {
                    await(start);
                    registry.publish(registration, Duration.ofSeconds(30), false);
                }, threads);
                CompletableFuture.allOf(read, publish).get();

                int at = round;
                assertThat(registry.live()).as("round %d: the registry after a publish raced a read", at)
                        .extracting(ServiceRegistration::service).contains("racing");
            }
        } finally {
            threads.shutdownNow();
            registry.withdraw("racing", "racing-1");
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

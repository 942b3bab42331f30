package dev.switchboard.sessionstore;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every key the registry writes, for its instances and for a departure too, starts with {@code sb:}: the key space
 * that operators grant the suite's Redis users ({@code ~sb:*}), where a key outside it would be refused.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheRegistryKeepsToTheSbKeySpaceTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RedisDataSource redis;

    @Test
    void registeringAndLeavingWriteOnlySbKeys() {
        registry.publish(instance("stays"), Duration.ofSeconds(30), false);
        registry.publish(instance("leaves"), Duration.ofSeconds(30), false);
        List<String> keys = new ArrayList<>(redis.key().keys("*acl-checked*"));
        registry.withdraw("acl-checked", "leaves");
        registry.withdraw("acl-checked", "stays");
        keys.addAll(redis.key().keys("*acl-checked*"));

        assertThat(keys).as("the entry, the live instances, their lapses, the mark of the departure").hasSize(4)
                .allMatch(key -> key.startsWith("sb:"));
    }

    private static ServiceRegistration instance(String instanceId) {
        return new ServiceRegistration("acl-checked", instanceId, "http://127.0.0.1:5", Instant.now(),
                JsonNodeFactory.instance.objectNode().put("service", "acl-checked"));
    }
}

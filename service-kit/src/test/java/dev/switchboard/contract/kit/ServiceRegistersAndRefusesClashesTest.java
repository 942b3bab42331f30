package dev.switchboard.contract.kit;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ServiceRegistersAndRefusesClashesTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RegistrationHeartbeat heartbeat;

    @Inject
    ServiceOfferings offerings;

    @Inject
    ObjectMapper json;

    @Test
    void theServiceRegistersThenStepsBackWhenAnotherServiceOwnsItsToolName() {
        await().atMost(Duration.ofSeconds(5)).until(() -> heartbeat.status().registered());
        assertThat(registry.live()).anySatisfy(registration -> {
            assertThat(registration.service()).isEqualTo("kit-test");
            assertThat(registration.baseUrl()).isEqualTo("http://127.0.0.1:" + RestAssured.port);
        });

        ServiceManifest impostor = new ServiceManifest("impostor", "1", offerings.manifest().tools(), null, null, null,
                false);
        registry.publish(new ServiceRegistration("impostor", "x", "http://127.0.0.1:1", Instant.now(),
                json.valueToTree(impostor)), Duration.ofSeconds(30), true);

        await().atMost(Duration.ofSeconds(5)).until(() -> heartbeat.status().clashing());
        assertThat(heartbeat.status().reason()).contains("kitEcho").contains("impostor");

        registry.withdraw("impostor", "x");
        await().atMost(Duration.ofSeconds(5)).until(() -> heartbeat.status().registered());
    }
}

package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ReplicaBusDeliversAcrossProcessesTest {

    @Inject
    ReplicaBus bus;

    @Inject
    SessionSideKeys sideKeys;

    @Inject
    RedisSubscriptions subscriptions;

    @Test
    void directAndBroadcastMessagesArriveAndAnAnswerIsClaimedOnce() {
        List<BusMessage> received = new CopyOnWriteArrayList<>();
        bus.listen(BusMessage.ANSWER, received::add);
        bus.listen(BusMessage.CANCEL, received::add);
        await().atMost(Duration.ofSeconds(5)).until(subscriptions::connected);
        sideKeys.awaitAnswer("sess-x", "sb-1", bus.replicaId(), Duration.ofSeconds(30));

        String waiting = sideKeys.claimAnswer("sess-x", "sb-1").orElseThrow();
        bus.send(waiting, new BusMessage(BusMessage.ANSWER, "sess-x", "sb-1",
                JsonNodeFactory.instance.objectNode().put("ok", true)));
        bus.broadcast(new BusMessage(BusMessage.CANCEL, "sess-x", "7", null));

        await().atMost(Duration.ofSeconds(5)).until(() -> received.size() == 2);
        assertThat(received).extracting(BusMessage::type).containsExactlyInAnyOrder("answer", "cancel");
        assertThat(sideKeys.claimAnswer("sess-x", "sb-1")).isEmpty();
    }

    @Test
    void theStandaloneStreamCanBeHeldOnlyOnce() {
        assertThat(sideKeys.claimListener("sess-y", "one", Duration.ofSeconds(30))).isTrue();
        assertThat(sideKeys.claimListener("sess-y", "two", Duration.ofSeconds(30))).isFalse();
        sideKeys.releaseListener("sess-y", "two");
        assertThat(sideKeys.claimListener("sess-y", "two", Duration.ofSeconds(30))).isFalse();
        sideKeys.releaseListener("sess-y", "one");
        assertThat(sideKeys.claimListener("sess-y", "two", Duration.ofSeconds(30))).isTrue();
    }
}

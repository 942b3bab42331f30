package dev.switchboard.bridge.relay;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.upstream.UpstreamRequestRefused;
import dev.switchboard.contract.CallContext;
import reactor.core.publisher.Mono;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConcurrentStdioRequestsAreNeverGuessedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNode SAMPLING = JSON.createObjectNode().put("maxTokens", 10);

    private static CallContext caller(String subject) {
        return new CallContext("r", "acme", subject, JSON.createObjectNode().set("sampling", JSON.createObjectNode()),
                false, null, null);
    }

    @Test
    void withOneOpenCallAnUnattributedRequestGoesToIt() throws InterruptedException {
        ActiveCalls calls = new ActiveCalls();
        ActiveCall alice = new ActiveCall("a", "everything", caller("alice"));
        calls.add(alice);

        Mono<JsonNode> asked = calls.ask("everything", "sampling/createMessage", SAMPLING, null).orElseThrow();
        asked.subscribe();

        assertThat(alice.next(1000)).isInstanceOf(Step.Input.class);
    }

    @Test
    void withTwoOpenCallsAnUnattributedRequestIsRefusedRatherThanShownToTheWrongClient() {
        ActiveCalls calls = new ActiveCalls();
        calls.add(new ActiveCall("a", "everything", caller("alice")));
        calls.add(new ActiveCall("b", "everything", caller("bob")));

        Mono<JsonNode> asked = calls.ask("everything", "sampling/createMessage", SAMPLING, null).orElseThrow();

        assertThatThrownBy(() -> asked.block(Duration.ofSeconds(1)))
                .isInstanceOf(UpstreamRequestRefused.class)
                .hasMessageContaining("cannot tell which of 2 concurrent calls");
    }

    @Test
    void anAttributedRequestGoesToItsCallWhateverElseIsOpen() throws InterruptedException {
        ActiveCalls calls = new ActiveCalls();
        ActiveCall alice = new ActiveCall("a", "remote", caller("alice"));
        ActiveCall bob = new ActiveCall("b", "remote", caller("bob"));
        calls.add(alice);
        calls.add(bob);

        calls.ask("remote", "sampling/createMessage", SAMPLING, "b").orElseThrow().subscribe();

        assertThat(bob.next(1000)).isInstanceOf(Step.Input.class);
        assertThat(alice.next(10)).isNull();
    }
}

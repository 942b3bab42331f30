package dev.switchboard.bridge.offer;

import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.accountlinks.LinkRequiredException;
import dev.switchboard.accountlinks.LinkUnavailableException;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamSession;
import dev.switchboard.bridge.upstream.UpstreamState;
import dev.switchboard.bridge.upstream.UpstreamUnavailableException;
import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.kit.CallEvents;
import dev.switchboard.contract.kit.SubjectTokens;

/**
 * Where a tool call, prompt or resource read of a user goes at an upstream: the session it runs on, or the consent
 * round that asks the user to link their account first, or why it cannot go at all. A retry that answers a consent
 * round waits for the link and then goes on as a first request; a retry of an open upstream request goes back to it.
 */
final class UpstreamOpening {

    /** What a request becomes. */
    sealed interface Opened {

        /** The request's answer: {@code go} where it is ready, else the consent round, else {@code refuse}'s. */
        default <R> R then(Function<Ready, R> go, Function<InputRequired, R> ask, Function<String, R> refuse) {
            return switch (this) {
                case Ready ready -> go.apply(ready);
                case AskConsent consent -> ask.apply(consent.ask());
                case Refused refused -> refuse.apply(refused.message());
            };
        }
    }

    /** It runs on {@code session}, with the retry's state and answers when it resumes an open upstream request. */
    record Ready(UpstreamSession session, String requestState, Map<String, JsonNode> inputResponses)
            implements
                Opened {
    }

    /** The user must link their account first. */
    record AskConsent(InputRequired ask) implements Opened {
    }

    /** It cannot go: the upstream is down, the user declined to link, or no account can be linked. */
    record Refused(String message) implements Opened {
    }

    private UpstreamOpening() {
    }

    static Opened open(UpstreamConnection upstream, Consents consents, CallContext context, CallEvents events,
            String requestState, Map<String, JsonNode> inputResponses) {
        String resumed = requestState;
        Map<String, JsonNode> answers = inputResponses;
        if (Consents.isConsentRound(requestState)) {
            String refusal = consents.awaitLink(upstream.name(), context, requestState, inputResponses);
            if (refusal != null) {
                return new Refused(refusal);
            }
            resumed = null;
            answers = Map.of();
        }
        if (resumed != null) {
            return new Ready(upstream, resumed, answers);
        }
        if (upstream.state() != UpstreamState.UP) {
            return new Refused(upstream.unavailable());
        }
        try {
            return new Ready(upstream.sessionFor(context, SubjectTokens.of(events)), null, Map.of());
        } catch (LinkRequiredException e) {
            try {
                return new AskConsent(consents.ask(upstream.linkGrants().orElseThrow(), context, null));
            } catch (LinkUnavailableException cannot) {
                return new Refused(cannot.getMessage());
            }
        } catch (UpstreamUnavailableException | LinkUnavailableException e) {
            return new Refused(e.getMessage());
        }
    }
}

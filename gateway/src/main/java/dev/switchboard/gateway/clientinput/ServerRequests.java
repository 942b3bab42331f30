package dev.switchboard.gateway.clientinput;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.stream.Outbound;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.session.SessionSideKeys;

/**
 * Session era and 2024-11-05: each input request becomes a real server→client request on the call's own stream. The
 * answer may be POSTed to any replica: the pending key in Redis names this replica, so {@link ClientAnswers} routes
 * it back here.
 */
@Singleton
class ServerRequests implements InputStrategy {

    private final PendingAnswers pending;
    private final SessionSideKeys sideKeys;
    private final ReplicaBus bus;
    private final GatewayConfig config;
    private final UrlElicitations urlElicitations;

    ServerRequests(PendingAnswers pending, SessionSideKeys sideKeys, ReplicaBus bus, GatewayConfig config,
            UrlElicitations urlElicitations) {
        this.urlElicitations = urlElicitations;
        this.pending = pending;
        this.sideKeys = sideKeys;
        this.bus = bus;
        this.config = config;
    }

    @Override
    public InputRound opening(RequestContext request, String target) {
        return InputRound.FIRST;
    }

    @Override
    public InputStep obtain(RequestContext request, String target, InputRequired required) {
        if (required.inputRequests().isEmpty()) {
            return new InputStep.Retry(new InputRound(Map.of(), required.requestState()));
        }
        try {
            Map<String, JsonNode> answers = ask(request.sessionId(), request.channel().stream(),
                    request.channel().cancellation(), required.inputRequests(), config.input().roundTimeout());
            return new InputStep.Retry(new InputRound(answers, required.requestState()));
        } catch (InputFailure e) {
            return new InputStep.Fail(e.getMessage());
        }
    }

    /**
     * A URL the user must open, asked of a client that cannot be sent URL elicitations, is the 2025-11-25 error
     * {@code -32042} listing them, so the client can still show them; anything else missing fails the call.
     */
    @Override
    public InputStep lacking(RequestContext request, ObjectNode missing, InputRequired required) {
        if (missing.size() == 1 && missing.path("elicitation").has("url")) {
            ArrayNode elicitations = JsonNodeFactory.instance.arrayNode();
            required.inputRequests().values().stream()
                    .filter(input -> InputRequest.ELICITATION.equals(input.method())
                            && "url".equals(input.params().path("mode").asText()))
                    .forEach(input -> {
                        elicitations.add(input.params());
                        urlElicitations.listed(input.params(), request.sessionId(), config.input().roundTimeout());
                    });
            ObjectNode data = JsonNodeFactory.instance.objectNode();
            data.set("elicitations", elicitations);
            throw new McpException(ErrorCodes.URL_ELICITATION_REQUIRED, "This request needs the user to open "
                    + (elicitations.size() == 1 ? "a URL" : elicitations.size() + " URLs")
                    + " (in data.elicitations) and then to call again", data, 200);
        }
        return new InputStep.Fail("it needs the client capability " + ClientCapabilities.describe(missing)
                + ", which this client did not declare");
    }

    /** Sends every request and returns each answer's JSON-RPC {@code result}, keyed like the requests. */
    private Map<String, JsonNode> ask(String sessionId, Outbound outbound, Cancellation cancellation,
            Map<String, InputRequest> requests, Duration timeout) {
        Map<String, String> ids = new LinkedHashMap<>();
        Map<String, CompletableFuture<JsonNode>> answers = new LinkedHashMap<>();
        try (AutoCloseable ignored = cancellation.onCancel(
                () -> answers.values().forEach(future -> future.cancel(true)))) {
            for (Map.Entry<String, InputRequest> entry : requests.entrySet()) {
                String requestId = "sb-" + UUID.randomUUID();
                ids.put(entry.getKey(), requestId);
                sideKeys.awaitAnswer(sessionId, requestId, bus.replicaId(), timeout);
                answers.put(entry.getKey(), pending.expect(sessionId, requestId));
                ObjectNode request = JsonNodeFactory.instance.objectNode().put("jsonrpc", "2.0").put("id", requestId)
                        .put("method", entry.getValue().method());
                request.set("params", entry.getValue().params());
                urlElicitations.sent(entry.getValue(), sessionId, outbound, timeout);
                outbound.send(request);
            }
            Instant deadline = Instant.now().plus(timeout);
            Map<String, JsonNode> results = new LinkedHashMap<>();
            for (Map.Entry<String, CompletableFuture<JsonNode>> entry : answers.entrySet()) {
                String method = requests.get(entry.getKey()).method();
                JsonNode response = await(entry.getValue(), deadline, method, timeout);
                if (response.has("error")) {
                    throw new InputFailure("the client answered " + method + " with an error: "
                            + response.path("error").path("message").asText("no message"));
                }
                results.put(entry.getKey(), response.path("result"));
            }
            return results;
        } catch (InputFailure e) {
            throw e;
        } catch (Exception e) {
            throw new InputFailure("asking the client for input failed: " + e.getMessage());
        } finally {
            ids.forEach((key, requestId) -> {
                pending.forget(sessionId, requestId);
                CompletableFuture<JsonNode> answer = answers.get(key);
                boolean claimedByTheAnswer = answer != null && answer.isDone() && !answer.isCompletedExceptionally();
                if (!claimedByTheAnswer) {
                    sideKeys.forgetAnswer(sessionId, requestId);
                }
            });
        }
    }

    private static JsonNode await(CompletableFuture<JsonNode> answer, Instant deadline, String method,
            Duration timeout) {
        try {
            long remaining = Math.max(1, Duration.between(Instant.now(), deadline).toMillis());
            return Waits.get(answer, Duration.ofMillis(remaining));
        } catch (TimeoutException e) {
            throw new InputFailure("the client did not answer " + method + " within " + timeout.toSeconds() + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InputFailure("the request was cancelled while waiting for the client");
        } catch (ExecutionException | java.util.concurrent.CancellationException e) {
            throw new InputFailure("the request was cancelled while waiting for the client");
        }
    }

    /** Why a round of client input could not be completed; the message is written for the model to read. */
    private static final class InputFailure extends RuntimeException {

        InputFailure(String message) {
            super(message);
        }
    }
}

package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.sse.SseDecoder;
import dev.switchboard.contract.sse.SseException;
import dev.switchboard.contract.sse.SseLimit;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.ForwardOutcome.Fault;
import dev.switchboard.gateway.telemetry.InternalCall;
import dev.switchboard.gateway.telemetry.McpTelemetry;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import io.netty.channel.EventLoop;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.impl.ContextInternal;

/**
 * The gateway's side of the internal contract. It knows the contract, never a tool: it posts a request to a
 * service's path and classifies what comes back, decoding an MRTR-shaped answer once into a {@link ServiceReply}. One pooled
 * Vert.x HTTP/1.1 client serves every call, so keep-alive
 * connections are reused, no call pays for connection setup, and the I/O stays on the event loop while only the
 * calling virtual thread waits. When the client wants events the call is streamed (SSE) and each event is handled on
 * the caller's thread as it arrives; cancelling resets the connection, which the service sees.
 */
@Singleton
public class ToolServiceClient {

    private static final Logger LOG = Logger.getLogger(ToolServiceClient.class);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);
    /**
     * How many more instances a call tries when the one it reached runs another release of the service (HTTP 421,
     * during a rolling update): each try opens a new connection, which the service's load balancer (a Kubernetes
     * Service) may send to another instance.
     */
    static final int MISDIRECTED_RETRIES = 4;
    private static final int MISDIRECTED = 421;
    private static final Set<String> CONTRACT_EVENTS = Set.of(StreamEvents.PROGRESS, StreamEvents.LOG,
            StreamEvents.RECONNECT, StreamEvents.RESULT, StreamEvents.ERROR);

    private final Vertx vertx;
    /**
     * The keep-alive clients, one per event loop that calls through them. A pool hands an idle connection to any
     * caller, whichever loop the connection's I/O runs on; a request from a handler carried by loop A on a connection
     * of loop B crosses threads twice (out, and the answer back). A client used from one loop only opens its
     * connections on that loop, so a call and its answer stay on the OS thread that carries the handler.
     */
    private final Map<EventLoop, HttpClient> pooled = new ConcurrentHashMap<>();
    /** The keep-alive client for callers that are on no event loop's context (none on the request path). */
    private final HttpClient http;
    /** No keep-alive: every request on a connection of its own, for a call that must reach another instance. */
    private final HttpClient fresh;
    private final ObjectMapper json;
    private final ServiceCircuits circuits;
    private final McpTelemetry telemetry;
    private final ForwardDeadlines deadlines = new ForwardDeadlines();
    private final SseLimit maxEvent;
    private final SseLimit maxReply;

    ToolServiceClient(Vertx vertx, ObjectMapper json, ServiceCircuits circuits, McpTelemetry telemetry,
            GatewayConfig config) {
        this.telemetry = telemetry;
        this.maxEvent = new SseLimit(config.forward().maxEventSize().asLongValue(),
                "gateway.forward.max-event-size");
        this.maxReply = new SseLimit(config.forward().maxReplySize().asLongValue(),
                "gateway.forward.max-reply-size");
        this.vertx = vertx;
        this.http = vertx.createHttpClient(keepAlive());
        this.fresh = vertx.createHttpClient(new HttpClientOptions()
                .setKeepAlive(false)
                .setMaxPoolSize(32)
                .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis()));
        this.json = json;
        this.circuits = circuits;
    }

    private static HttpClientOptions keepAlive() {
        return new HttpClientOptions().setKeepAlive(true).setMaxPoolSize(256)
                .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis());
    }

    /** The keep-alive client of the caller's event loop. */
    private HttpClient pooled() {
        if (Vertx.currentContext() instanceof ContextInternal context) {
            return pooled.computeIfAbsent(context.nettyEventLoop(), loop -> vertx.createHttpClient(keepAlive()));
        }
        return http;
    }

    @PreDestroy
    void stop() {
        pooled.values().forEach(HttpClient::close);
        http.close();
        fresh.close();
        deadlines.close();
    }

    /**
     * Calls a tool, prompt or resource read: POSTs {@code body} to {@code path} of {@code service} and waits at most
     * {@code timeout} for the final, MRTR-shaped answer, handing streamed events to {@code events} meanwhile.
     */
    public ForwardOutcome<ServiceReply> call(ServiceEndpoint service, String path, String authorization, Object body,
            Duration timeout, ServiceEvents events, Cancellation cancellation) {
        return exchange(service, path, authorization, body, timeout, events, cancellation,
                answer -> decode(service, answer));
    }

    /** A request whose answer is plain JSON (completions, listings): nothing streamed, nothing to cancel. */
    public ForwardOutcome<ObjectNode> fetch(ServiceEndpoint service, String path, String authorization, Object body,
            Duration timeout) {
        return exchange(service, path, authorization, body, timeout, ServiceEvents.NONE, new Cancellation(),
                ForwardOutcome.Answered::new);
    }

    /** @param authorization the gateway's internal token for this call ({@code Bearer …}) */
    private <T> ForwardOutcome<T> exchange(ServiceEndpoint service, String path, String authorization, Object body,
            Duration timeout, ServiceEvents events, Cancellation cancellation,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        byte[] bytes;
        try {
            bytes = json.writeValueAsBytes(body);
        } catch (IOException e) {
            return new ForwardOutcome.Failed<>("cannot serialise a request for service '" + service.name() + "'",
                    Fault.NONE);
        }
        if (cancellation.isCancelled()) {
            return cancelled(service, cancellation);
        }
        ServiceCircuit.Permit permit;
        switch (circuits.admit(service.name())) {
            case ServiceCircuit.Permit granted -> permit = granted;
            case ServiceCircuit.Rejected rejected -> {
                return new ForwardOutcome.Failed<>(unavailable(service, rejected), Fault.NONE);
            }
        }
        ForwardOutcome<T> outcome = send(pooled(), service, path, authorization, bytes, timeout, events, cancellation,
                reader);
        for (int retry = 1; misdirected(outcome) && !cancellation.isCancelled(); retry++) {
            if (retry > MISDIRECTED_RETRIES) {
                LOG.infof("Service %s: %d instances in a row run another release (%s)", service.name(), retry,
                        ((ForwardOutcome.Refused<T>) outcome).error().message());
                outcome = new ForwardOutcome.Failed<>("service '" + service.name() + "' is being updated: the "
                        + "instances reached run another release of it than the catalogue lists; retry in 2 s",
                        Fault.NONE);
                break;
            }
            outcome = send(fresh, service, path, authorization, bytes, timeout, events, cancellation, reader);
        }
        switch (outcome) {
            case ForwardOutcome.Answered<T> ignored -> permit.reached();
            case ForwardOutcome.Refused<T> ignored -> permit.reached();
            case ForwardOutcome.Failed<T> failed -> {
                switch (failed.fault()) {
                    case SERVICE_DOWN -> permit.missed();
                    case SERVICE_ERROR -> permit.reached();
                    case NONE -> permit.undecided();
                }
            }
        }
        return outcome;
    }

    private static boolean misdirected(ForwardOutcome<?> outcome) {
        return outcome instanceof ForwardOutcome.Refused<?> refused && refused.status() == MISDIRECTED;
    }

    private <T> ForwardOutcome<T> send(HttpClient client, ServiceEndpoint service, String path, String authorization,
            byte[] bytes, Duration timeout, ServiceEvents events, Cancellation cancellation,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST)
                .setAbsoluteURI(service.baseUrl() + path)
                .putHeader("Content-Type", "application/json")
                .putHeader("Authorization", authorization)
                .putHeader(ManifestRevision.HEADER, service.revision())
                .putHeader("Accept", events.wanted() ? StreamEvents.ACCEPT_EITHER : "application/json");
        InternalCall traced = telemetry.internalCall(service.name(), service.baseUrl() + path, options);
        ForwardOutcome<T> outcome = transmit(client, service, options, bytes, timeout, events, cancellation, reader);
        if (outcome instanceof ForwardOutcome.Failed<T> failed) {
            traced.failed(switch (failed.fault()) {
                case SERVICE_DOWN -> "service_down";
                case SERVICE_ERROR -> "service_error";
                case NONE -> "call_failed";
            }, failed.reason());
        } else {
            traced.succeeded();
        }
        return outcome;
    }

    private <T> ForwardOutcome<T> transmit(HttpClient client, ServiceEndpoint service, RequestOptions options,
            byte[] bytes, Duration timeout, ServiceEvents events, Cancellation cancellation,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        Exchange exchange = new Exchange(maxEvent, maxReply);
        // One task on the event loop takes a pooled connection and writes the request: from the caller's thread the
        // two would be two hand-offs (and two wake-ups of the event loop) per call.
        vertx.getOrCreateContext().runOnContext(ignored -> client.request(options).onSuccess(request -> {
            exchange.request.complete(request);
            request.send(Buffer.buffer(bytes)).onSuccess(response -> exchange.receive(response))
                    .onFailure(exchange::fail);
        }).onFailure(exchange::fail));

        Runnable expiry = exchange::expire;
        deadlines.watch(expiry, System.nanoTime() + timeout.toNanos());
        try (AutoCloseable ignored = cancellation.onCancel(exchange::cancel)) {
            return await(service, exchange, events, timeout, cancellation, reader);
        } catch (Exception e) {
            exchange.abort();
            return failure(service, e, Fault.NONE);
        } finally {
            deadlines.cancel(expiry);
        }
    }

    private ForwardOutcome<ServiceReply> decode(ServiceEndpoint service, ObjectNode answer) {
        try {
            return new ForwardOutcome.Answered<>(ServiceReply.read(answer, json));
        } catch (ServiceReply.UnreadableReply e) {
            LOG.warnf("Service %s sent %s", service.name(), e.getMessage());
            return new ForwardOutcome.Failed<>("service '" + service.name() + "' sent a result the gateway cannot read",
                    Fault.SERVICE_ERROR);
        }
    }

    /** Takes frames on the caller's thread until the final one: progress and log events go to {@code events}. */
    private <T> ForwardOutcome<T> await(ServiceEndpoint service, Exchange exchange, ServiceEvents events,
            Duration timeout, Cancellation cancellation, Function<ObjectNode, ForwardOutcome<T>> reader)
            throws InterruptedException {
        while (true) {
            Frame frame = exchange.frames.take();
            if (cancellation.isCancelled()) {
                return cancelled(service, cancellation);
            }
            switch (frame) {
                case Frame.Expired ignored -> {
                    // Connected, the service is there and the tool is slow: that must not open the circuit for
                    // everybody.
                    Fault fault = exchange.request.isDone() ? Fault.NONE : Fault.SERVICE_DOWN;
                    exchange.abort();
                    return new ForwardOutcome.Failed<>(
                            "service '" + service.name() + "' did not answer within " + describe(timeout), fault);
                }
                case Frame.Whole whole -> {
                    return classify(service, whole.status(), whole.body(), reader);
                }
                case Frame.Event event -> {
                    ForwardOutcome<T> outcome = dispatch(service, event.name(), event.data(), events, reader);
                    if (outcome != null) {
                        return outcome;
                    }
                }
                case Frame.Broken broken -> {
                    return failure(service, broken.cause(), Fault.SERVICE_DOWN);
                }
                case Frame.Refused refused -> {
                    LOG.warnf("Service %s: %s", service.name(), refused.why());
                    return new ForwardOutcome.Failed<>("service '" + service.name() + "' " + refused.why(),
                            refused.fault());
                }
            }
        }
    }

    private <T> ForwardOutcome<T> dispatch(ServiceEndpoint service, String event, String text, ServiceEvents events,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        if (!CONTRACT_EVENTS.contains(event)) {
            LOG.debugf("Ignoring unknown stream event '%s' from %s", event, service.name());
            return null;
        }
        JsonNode data;
        try {
            data = json.readTree(text);
        } catch (IOException e) {
            return new ForwardOutcome.Failed<>("service '" + service.name() + "' streamed an unreadable event",
                    Fault.SERVICE_ERROR);
        }
        switch (event) {
            case StreamEvents.PROGRESS -> events.progress(data);
            case StreamEvents.LOG -> events.log(data);
            case StreamEvents.RECONNECT -> events.reconnect(data.path("retryMs").asLong(1000));
            case StreamEvents.RESULT -> {
                return data instanceof ObjectNode answer ? reader.apply(answer)
                        : new ForwardOutcome.Failed<>("service '" + service.name() + "' sent an unreadable result",
                                Fault.SERVICE_ERROR);
            }
            case StreamEvents.ERROR -> {
                ContractError error = contractError(data);
                if (error == null || error.code() == ContractError.INTERNAL_ERROR) {
                    return new ForwardOutcome.Failed<>("service '" + service.name() + "' failed"
                            + (error == null ? "" : ": " + error.message()), Fault.SERVICE_ERROR);
                }
                return new ForwardOutcome.Refused<>(400, error);
            }
        }
        return null;
    }

    /** Reads a service reply: a result on 2xx, a contract error on 4xx, a failure otherwise. */
    private <T> ForwardOutcome<T> classify(ServiceEndpoint service, int status, byte[] body,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        JsonNode reply;
        try {
            reply = json.readTree(body);
        } catch (IOException e) {
            reply = null;
        }
        if (status >= 200 && status < 300) {
            if (!(reply instanceof ObjectNode answer)) {
                return new ForwardOutcome.Failed<>("service '" + service.name() + "' sent an unreadable result",
                        Fault.SERVICE_ERROR);
            }
            return reader.apply(answer);
        }
        ContractError error = contractError(reply);
        if (status >= 400 && status < 500 && error != null) {
            return new ForwardOutcome.Refused<>(status, error);
        }
        LOG.warnf("Service %s answered HTTP %d: %s", service.name(), status,
                error == null ? "no contract error" : error.message());
        // The kit's own error (a handler that crashed on these arguments) is the service answering; a status without
        // one comes from something else (a proxy's 502/503/504, another server on the port): the service is not there.
        return new ForwardOutcome.Failed<>("service '" + service.name() + "' failed"
                + (error != null && error.message() != null ? ": " + error.message() : " with HTTP " + status),
                error != null ? Fault.SERVICE_ERROR : Fault.SERVICE_DOWN);
    }

    private ContractError contractError(JsonNode reply) {
        if (reply == null || !reply.isObject() || !reply.path("code").isInt() || !reply.path("message").isTextual()) {
            return null;
        }
        return new ContractError(reply.get("code").asInt(), reply.get("message").asText(), reply.get("data"));
    }

    private static <T> ForwardOutcome<T> failure(ServiceEndpoint service, Throwable cause, Fault fault) {
        Throwable root = cause;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root instanceof ConnectException || root instanceof io.netty.channel.ConnectTimeoutException) {
            return new ForwardOutcome.Failed<>("service '" + service.name() + "' is unreachable", fault);
        }
        LOG.warnf("Call to service %s failed: %s", service.name(), root.toString());
        return new ForwardOutcome.Failed<>("service '" + service.name() + "' failed: the connection broke ("
                + root.getClass().getSimpleName() + ")", fault);
    }

    private static <T> ForwardOutcome<T> cancelled(ServiceEndpoint service, Cancellation cancellation) {
        return new ForwardOutcome.Failed<>("the call to service '" + service.name() + "' was cancelled ("
                + cancellation.reason() + ")", Fault.NONE);
    }

    /** Why a call to a service whose circuit is open is not even tried, and when to try again. */
    private static String unavailable(ServiceEndpoint service, ServiceCircuit.Rejected rejected) {
        long retry = Math.max(1, (rejected.retryAfter().toMillis() + 999) / 1000);
        return "service '" + service.name() + "' is temporarily unavailable ("
                + (rejected.trialRunning() ? "a call is checking whether it answers again"
                        : "its last calls did not reach it")
                + "); retry in " + retry + " s";
    }

    static String describe(Duration timeout) {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s" : millis + " ms";
    }

    /** What the event loop hands to the waiting caller. */
    private sealed interface Frame {

        /** A whole (non-streamed, or non-200) reply. */
        record Whole(int status, byte[] body) implements Frame {
        }

        /** One SSE event of a streamed reply. */
        record Event(String name, String data) implements Frame {
        }

        /** The exchange failed (connection refused, reset, closed early). */
        record Broken(Throwable cause) implements Frame {
        }

        /** The reply was refused (over a cap, or cut inside an event): why, after the service's name. */
        record Refused(String why, Fault fault) implements Frame {
        }

        /** The call's deadline passed ({@link ForwardDeadlines}), or it was cancelled: the waiter looks which. */
        record Expired() implements Frame {
        }
    }

    /** One call in flight: the request (to reset it) and the frames received so far, decoded on the event loop. */
    private static final class Exchange {

        final CompletableFuture<HttpClientRequest> request = new CompletableFuture<>();
        final BlockingQueue<Frame> frames = new LinkedBlockingQueue<>();
        private final SseLimit maxEvent;
        private final SseLimit maxReply;

        Exchange(SseLimit maxEvent, SseLimit maxReply) {
            this.maxEvent = maxEvent;
            this.maxReply = maxReply;
        }

        void receive(HttpClientResponse response) {
            String type = response.getHeader("Content-Type");
            response.exceptionHandler(this::fail);
            if (response.statusCode() != 200 || type == null || !type.startsWith("text/event-stream")) {
                receiveWhole(response);
                return;
            }
            SseDecoder decoder = new SseDecoder(maxEvent, maxReply,
                    event -> frames.add(new Frame.Event(event.event(), event.data())));
            response.handler(chunk -> {
                try {
                    decoder.feed(chunk);
                } catch (SseException e) {
                    refuse("sent too much: " + e.getMessage(), Fault.SERVICE_ERROR);
                }
            });
            response.endHandler(ignored -> {
                try {
                    decoder.end();
                    frames.add(new Frame.Broken(new IOException("the stream ended without a result")));
                } catch (SseException e) {
                    // The connection closed early, as a service that went away closes it.
                    frames.add(new Frame.Refused("failed: " + e.getMessage(), Fault.SERVICE_DOWN));
                }
            });
        }

        private void receiveWhole(HttpClientResponse response) {
            Buffer body = Buffer.buffer();
            response.handler(chunk -> {
                if (body.length() + (long) chunk.length() > maxReply.bytes()) {
                    response.handler(null);
                    response.endHandler(null);
                    refuse("sent too much: " + maxReply.refusal("the reply"), Fault.SERVICE_ERROR);
                    return;
                }
                body.appendBuffer(chunk);
            });
            response.endHandler(ignored -> frames.add(new Frame.Whole(response.statusCode(), body.getBytes())));
        }

        /** Ends the call with {@code why} and resets the request, so the service stops sending. */
        private void refuse(String why, Fault fault) {
            frames.add(new Frame.Refused(why, fault));
            abort();
        }

        void fail(Throwable cause) {
            frames.add(new Frame.Broken(cause));
        }

        void abort() {
            request.thenAccept(HttpClientRequest::reset);
        }

        /** Wakes the waiting caller: the deadline passed. A method, so that one reference watches and cancels. */
        void expire() {
            frames.add(new Frame.Expired());
        }

        /** Resets the request and wakes the caller at once (it sees the cancellation first). */
        void cancel() {
            abort();
            frames.add(new Frame.Expired());
        }
    }
}

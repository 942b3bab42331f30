package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
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
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.ForwardOutcome.Fault;
import dev.switchboard.gateway.telemetry.CarriedContext;
import dev.switchboard.gateway.telemetry.InternalCall;
import dev.switchboard.gateway.telemetry.McpTelemetry;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

/**
 * The gateway's side of the internal contract. It knows the contract, never a tool: it posts a request to a
 * service's path and classifies what comes back, decoding an MRTR-shaped answer once into a {@link ServiceReply}.
 * Pooled Vert.x clients per event loop serve every call, so keep-alive connections are reused and no call pays for
 * connection setup: HTTP/2 without TLS to a service whose manifest declares it ({@code http2}), HTTP/1.1 to any other.
 * A call is a stage that the answer completes on the event loop, with nobody waiting meanwhile; when the client wants
 * events the call is streamed (SSE), and its events are handed on from a virtual thread as they arrive. Cancelling
 * resets the request (its HTTP/2 stream, or its HTTP/1.1 connection), which the service sees.
 */
@Singleton
public class ToolServiceClient {

    private static final Logger LOG = Logger.getLogger(ToolServiceClient.class);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);
    /** Connections a pool of one event loop keeps to one service address. */
    private static final int CONNECTIONS = 256;
    /**
     * Calls one HTTP/2 connection carries at once. More in flight open more connections, so that a busy gateway's
     * calls still spread over the instances behind a balanced address (a Kubernetes Service balances connections).
     */
    private static final int STREAMS_PER_CONNECTION = 16;
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
     * The keep-alive clients, one per event-loop thread that sends through them. A pool hands an idle connection to
     * any caller, whichever loop the connection's I/O runs on; a request from a handler carried by loop A on a
     * connection of loop B crosses threads twice (out, and the answer back). A client used from one loop only opens
     * its connections on that loop, so a call and its answer stay on the OS thread that carries the handler.
     */
    private final Map<Thread, HttpClient> pooled = new ConcurrentHashMap<>();
    /** The same, over HTTP/2 without TLS, for services that declare it. */
    private final Map<Thread, HttpClient> multiplexed = new ConcurrentHashMap<>();
    /** {@code gateway.forward.http2}: whether services that declare HTTP/2 are called over it. */
    private final boolean http2;
    /** The keep-alive client for calls sent from a worker context (none on the request path). */
    private final HttpClient http;
    /** No keep-alive: every request on a connection of its own, for a call that must reach another instance. */
    private final HttpClient fresh;
    private final ObjectMapper json;
    private final ServiceCircuits circuits;
    private final McpTelemetry telemetry;
    private final ForwardDeadlines deadlines = new ForwardDeadlines();
    private final SseLimit maxEvent;
    private final SseLimit maxReply;

    private final ExecutorService virtualThreads;

    ToolServiceClient(Vertx vertx, ObjectMapper json, ServiceCircuits circuits, McpTelemetry telemetry,
            GatewayConfig config, @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.telemetry = telemetry;
        this.maxEvent = new SseLimit(config.forward().maxEventSize().asLongValue(),
                "gateway.forward.max-event-size");
        this.maxReply = new SseLimit(config.forward().maxReplySize().asLongValue(),
                "gateway.forward.max-reply-size");
        this.vertx = vertx;
        this.http2 = config.forward().http2();
        this.http = vertx.createHttpClient(keepAlive());
        this.fresh = vertx.createHttpClient(new HttpClientOptions()
                .setKeepAlive(false)
                .setMaxPoolSize(32)
                .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis()));
        this.json = json;
        this.circuits = circuits;
    }

    private static HttpClientOptions keepAlive() {
        return new HttpClientOptions().setKeepAlive(true).setMaxPoolSize(CONNECTIONS)
                .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis());
    }

    /**
     * HTTP/2 from the first byte (h2c with prior knowledge), up to {@link #STREAMS_PER_CONNECTION} calls per
     * connection. Its flushes are consolidated: the requests written to one connection while the event loop handles a
     * batch of client requests leave in one socket write, the service reads them in one, and its answers come back the
     * same way. Per call, that takes system calls out of the gateway and most of them out of the service (the figures
     * are in docs/performance.md). Vert.x has no option for it, so Netty's handler goes into each new connection's
     * pipeline, through {@link VertxInternals}.
     */
    private HttpClient multiplexedClient() {
        return vertx.httpClientBuilder()
                .with(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_2).setHttp2ClearTextUpgrade(false)
                        .setHttp2MultiplexingLimit(STREAMS_PER_CONNECTION)
                        .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis()))
                .with(new PoolOptions().setHttp2MaxSize(CONNECTIONS / STREAMS_PER_CONNECTION))
                .withConnectHandler(VertxInternals::consolidateFlushes)
                .build();
    }

    /**
     * The keep-alive client for {@code service} of the event loop this runs on. Chosen where the request is sent, in
     * the call's task on its context's event loop, whether the call came from that loop or from a virtual thread.
     */
    private HttpClient pooledHere(ServiceEndpoint service) {
        if (!Context.isOnEventLoopThread()) {
            return http;
        }
        if (http2 && service.http2()) {
            return multiplexed.computeIfAbsent(Thread.currentThread(), loop -> multiplexedClient());
        }
        return pooled.computeIfAbsent(Thread.currentThread(), loop -> vertx.createHttpClient(keepAlive()));
    }

    @PreDestroy
    void stop() {
        pooled.values().forEach(HttpClient::close);
        multiplexed.values().forEach(HttpClient::close);
        http.close();
        fresh.close();
        deadlines.close();
    }

    /**
     * Calls a tool, prompt or resource read: POSTs {@code body} to {@code path} of {@code service}; the stage completes
     * with the final, MRTR-shaped answer after at most {@code timeout}, and streamed events go to {@code events}
     * meanwhile. A plain answer completes the stage on the event loop that received it; once the service streams,
     * events and the answer are taken on a virtual thread, in order, since an event may be logged to Redis.
     */
    public CompletionStage<ForwardOutcome<ServiceReply>> call(ServiceEndpoint service, String path,
            String authorization, Object body, Duration timeout, ServiceEvents events, Cancellation cancellation) {
        return exchange(service, path, authorization, body, timeout, events, cancellation,
                answer -> decode(service, answer));
    }

    /**
     * A request whose answer is plain JSON (completions, listings): nothing streamed, nothing to cancel. It waits, so
     * only on a virtual thread.
     */
    public ForwardOutcome<ObjectNode> fetch(ServiceEndpoint service, String path, String authorization, Object body,
            Duration timeout) {
        return Stages.join(exchange(service, path, authorization, body, timeout, ServiceEvents.NONE,
                new Cancellation(), ForwardOutcome.Answered::new));
    }

    /** @param authorization the gateway's internal token for this call ({@code Bearer …}) */
    private <T> CompletionStage<ForwardOutcome<T>> exchange(ServiceEndpoint service, String path,
            String authorization, Object body, Duration timeout, ServiceEvents events, Cancellation cancellation,
            Function<ObjectNode, ForwardOutcome<T>> reader) {
        byte[] bytes;
        try {
            bytes = json.writeValueAsBytes(body);
        } catch (IOException e) {
            return CompletableFuture.completedFuture(new ForwardOutcome.Failed<>(
                    "cannot serialise a request for service '" + service.name() + "'", Fault.NONE));
        }
        if (cancellation.isCancelled()) {
            return CompletableFuture.completedFuture(cancelled(service, cancellation));
        }
        ServiceCircuit.Permit permit;
        switch (circuits.admit(service.name())) {
            case ServiceCircuit.Permit granted -> permit = granted;
            case ServiceCircuit.Rejected rejected -> {
                return CompletableFuture.completedFuture(
                        new ForwardOutcome.Failed<>(unavailable(service, rejected), Fault.NONE));
            }
        }
        Attempt<T> attempt = new Attempt<>(service, path, authorization, bytes, timeout, events, cancellation,
                reader);
        return attempt.send(0).thenApply(outcome -> {
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
        });
    }

    private static boolean misdirected(ForwardOutcome<?> outcome) {
        return outcome instanceof ForwardOutcome.Refused<?> refused && refused.status() == MISDIRECTED;
    }

    /** One call's request, sent again to another instance while the instances reached run another release. */
    private final class Attempt<T> {

        private final ServiceEndpoint service;
        private final String path;
        private final String authorization;
        private final byte[] bytes;
        private final Duration timeout;
        private final ServiceEvents events;
        private final Cancellation cancellation;
        private final Function<ObjectNode, ForwardOutcome<T>> reader;

        Attempt(ServiceEndpoint service, String path, String authorization, byte[] bytes, Duration timeout,
                ServiceEvents events, Cancellation cancellation, Function<ObjectNode, ForwardOutcome<T>> reader) {
            this.service = service;
            this.path = path;
            this.authorization = authorization;
            this.bytes = bytes;
            this.timeout = timeout;
            this.events = events;
            this.cancellation = cancellation;
            this.reader = reader;
        }

        /**
         * Sends the request: the first time on a pooled connection, again on a fresh one after {@code retries}
         * instances in a row ran another release.
         */
        CompletionStage<ForwardOutcome<T>> send(int retries) {
            return traced(retries).thenCompose(outcome -> {
                if (!misdirected(outcome) || cancellation.isCancelled()) {
                    return CompletableFuture.completedFuture(outcome);
                }
                if (retries + 1 > MISDIRECTED_RETRIES) {
                    LOG.infof("Service %s: %d instances in a row run another release (%s)", service.name(),
                            retries + 1, ((ForwardOutcome.Refused<T>) outcome).error().message());
                    return CompletableFuture.completedFuture(new ForwardOutcome.Failed<>("service '"
                            + service.name() + "' is being updated: the instances reached run another release of it "
                            + "than the catalogue lists; retry in 2 s", Fault.NONE));
                }
                return send(retries + 1);
            });
        }

        private CompletionStage<ForwardOutcome<T>> traced(int retries) {
            RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST)
                    .setAbsoluteURI(service.baseUrl() + path)
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Authorization", authorization)
                    .putHeader(ManifestRevision.HEADER, service.revision())
                    .putHeader("Accept", events.wanted() ? StreamEvents.ACCEPT_EITHER : "application/json");
            InternalCall traced = telemetry.internalCall(service.name(), service.baseUrl() + path, options);
            return transmit(retries, options).thenApply(outcome -> {
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
            });
        }

        /** On the call's event loop: this loop's pooled client for a first try, one without keep-alive for a retry. */
        private HttpClient client(int retries) {
            return retries == 0 ? pooledHere(service) : fresh;
        }

        private CompletionStage<ForwardOutcome<T>> transmit(int retries, RequestOptions options) {
            Context context = vertx.getOrCreateContext();
            Exchange<T> exchange = new Exchange<>(this, context, telemetry.carry());
            // One task on the event loop takes a pooled connection and writes the request: from the caller's thread
            // the two would be two hand-offs (and two wake-ups of the event loop) per call.
            context.runOnContext(ignored -> client(retries).request(options).onSuccess(request -> {
                exchange.request.complete(request);
                request.send(Buffer.buffer(bytes)).onSuccess(exchange::receive).onFailure(exchange::fail);
            }).onFailure(exchange::fail));
            Runnable expiry = exchange::expire;
            deadlines.watch(expiry, System.nanoTime() + timeout.toNanos());
            AutoCloseable cancelling = cancellation.onCancel(exchange::cancel);
            return exchange.outcome.whenComplete((outcome, failure) -> {
                deadlines.cancel(expiry);
                try {
                    cancelling.close();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }

        /** What a frame that ends the call makes of it (never a streamed event). */
        ForwardOutcome<T> ending(Frame frame, Exchange<T> exchange) {
            if (cancellation.isCancelled()) {
                exchange.abort();
                return cancelled(service, cancellation);
            }
            return switch (frame) {
                case Frame.Expired ignored -> {
                    // Connected, the service is there and the tool is slow: that must not open the circuit for
                    // everybody.
                    Fault fault = exchange.request.isDone() ? Fault.NONE : Fault.SERVICE_DOWN;
                    exchange.abort();
                    yield new ForwardOutcome.Failed<>(
                            "service '" + service.name() + "' did not answer within " + describe(timeout), fault);
                }
                case Frame.Whole whole -> classify(service, whole.status(), whole.body(), reader);
                case Frame.Broken broken -> failure(service, broken.cause(), Fault.SERVICE_DOWN);
                case Frame.Refused refused -> {
                    LOG.warnf("Service %s: %s", service.name(), refused.why());
                    yield new ForwardOutcome.Failed<>("service '" + service.name() + "' " + refused.why(),
                            refused.fault());
                }
                case Frame.Event event -> throw new IllegalStateException("an event does not end a call");
            };
        }

        /**
         * Takes a streamed call's frames on a virtual thread until one ends it: progress and log events go to
         * {@code events} in the order they came.
         */
        ForwardOutcome<T> stream(BlockingQueue<Frame> frames, Exchange<T> exchange) {
            try {
                while (true) {
                    Frame frame = Waits.take(frames);
                    if (!(frame instanceof Frame.Event event) || cancellation.isCancelled()) {
                        return ending(frame, exchange);
                    }
                    ForwardOutcome<T> outcome = dispatch(service, event.name(), event.data(), events, reader);
                    if (outcome != null) {
                        return outcome;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                exchange.abort();
                return failure(service, e, Fault.NONE);
            } catch (RuntimeException e) {
                exchange.abort();
                return failure(service, e, Fault.NONE);
            }
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

    /**
     * One call in flight: the request (to reset it) and how its frames end it. Every frame is taken on the event loop of
     * the call's context (a deadline or a cancellation posts its frame there), so the exchange needs no lock. The first
     * streamed event hands the frames over to a virtual thread ({@link Attempt#stream}).
     */
    private final class Exchange<T> {

        final CompletableFuture<HttpClientRequest> request = new CompletableFuture<>();
        final CompletableFuture<ForwardOutcome<T>> outcome = new CompletableFuture<>();
        private final Attempt<T> attempt;
        private final Context context;
        private final CarriedContext carried;
        private BlockingQueue<Frame> streamed;
        private boolean ended;

        Exchange(Attempt<T> attempt, Context context, CarriedContext carried) {
            this.attempt = attempt;
            this.context = context;
            this.carried = carried;
        }

        void receive(HttpClientResponse response) {
            String type = response.getHeader("Content-Type");
            response.exceptionHandler(this::fail);
            if (response.statusCode() != 200 || type == null || !type.startsWith("text/event-stream")) {
                receiveWhole(response);
                return;
            }
            SseDecoder decoder = new SseDecoder(maxEvent, maxReply,
                    event -> take(new Frame.Event(event.event(), event.data())));
            response.handler(chunk -> {
                try {
                    decoder.feed(chunk.getBytes(), 0, chunk.length());
                } catch (SseException e) {
                    refuse("sent too much: " + e.getMessage(), Fault.SERVICE_ERROR);
                }
            });
            response.endHandler(ignored -> {
                try {
                    decoder.end();
                    take(new Frame.Broken(new IOException("the stream ended without a result")));
                } catch (SseException e) {
                    // The connection closed early, as a service that went away closes it.
                    take(new Frame.Refused("failed: " + e.getMessage(), Fault.SERVICE_DOWN));
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
            response.endHandler(ignored -> take(new Frame.Whole(response.statusCode(), body.getBytes())));
        }

        /** On the event loop: a frame that ends the call completes it here; streamed ones go to a virtual thread. */
        private void take(Frame frame) {
            if (ended) {
                return;
            }
            if (streamed == null && frame instanceof Frame.Event) {
                streamed = new LinkedBlockingQueue<>();
                streamed.add(frame);
                BlockingQueue<Frame> frames = streamed;
                virtualThreads.execute(() -> carried.run(() -> outcome.complete(attempt.stream(frames, this))));
                return;
            }
            if (streamed != null) {
                streamed.add(frame);
                return;
            }
            // Resetting the request, as ending a call may, reports the reset as one more frame, while still here.
            ended = true;
            carried.run(() -> {
                ForwardOutcome<T> ending;
                try {
                    ending = attempt.ending(frame, this);
                } catch (RuntimeException e) {
                    abort();
                    ending = failure(attempt.service, e, Fault.NONE);
                }
                outcome.complete(ending);
            });
        }

        /** Ends the call with {@code why} and resets the request, so the service stops sending. */
        private void refuse(String why, Fault fault) {
            take(new Frame.Refused(why, fault));
            abort();
        }

        void fail(Throwable cause) {
            take(new Frame.Broken(cause));
        }

        void abort() {
            request.thenAccept(HttpClientRequest::reset);
        }

        /** The deadline passed: the frame goes to the call's event loop. A method, so one reference watches and cancels. */
        void expire() {
            context.runOnContext(ignored -> take(new Frame.Expired()));
        }

        /** Resets the request and ends the call at once (the cancellation is seen first). */
        void cancel() {
            abort();
            context.runOnContext(ignored -> take(new Frame.Expired()));
        }
    }
}

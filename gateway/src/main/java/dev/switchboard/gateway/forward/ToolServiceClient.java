package dev.switchboard.gateway.forward;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.gateway.catalog.ServiceEndpoint;

/**
 * The gateway's side of the internal contract. It knows the contract, never a tool: it posts a request to a
 * service's path and classifies what comes back. One pooled HTTP/1.1 client serves every call, so keep-alive
 * connections are reused and no call pays for connection setup. When the client wants progress or logs the call is
 * streamed (SSE) and events are passed on as they arrive; cancelling closes the connection, which the service sees.
 */
@ApplicationScoped
public class ToolServiceClient {

    private static final Logger LOG = Logger.getLogger(ToolServiceClient.class);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final ScheduledExecutorService deadlines = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("forward-deadlines").daemon().factory());
    private final ObjectMapper json;

    ToolServiceClient(ObjectMapper json) {
        this.json = json;
    }

    @PreDestroy
    void stop() {
        deadlines.shutdownNow();
    }

    public static String toolPath(String tool) {
        return InternalPaths.TOOLS + tool;
    }

    /** A call that streams nothing and cannot be cancelled from outside. */
    public ForwardOutcome post(ServiceEndpoint service, String path, Object body, Duration timeout) {
        return post(service, path, body, timeout, ServiceEvents.NONE, new Cancellation());
    }

    /** POSTs {@code body} to {@code path} of {@code service}; waits at most {@code timeout} for the final answer. */
    public ForwardOutcome post(ServiceEndpoint service, String path, Object body, Duration timeout, ServiceEvents events,
            Cancellation cancellation) {
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(URI.create(service.baseUrl() + path))
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("Accept", events.wanted() ? "text/event-stream" : "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)))
                    .build();
        } catch (IOException | IllegalArgumentException e) {
            return new ForwardOutcome.Failed("cannot build a request for service '" + service.name() + "': " + e.getMessage());
        }
        if (cancellation.isCancelled()) {
            return cancelled(service, cancellation);
        }
        return events.wanted() ? streamed(service, request, timeout, events, cancellation)
                : plain(service, request, timeout, cancellation);
    }

    private ForwardOutcome plain(ServiceEndpoint service, HttpRequest request, Duration timeout,
            Cancellation cancellation) {
        CompletableFuture<HttpResponse<byte[]>> future = http.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray());
        try (AutoCloseable ignored = cancellation.onCancel(() -> future.cancel(true))) {
            HttpResponse<byte[]> response = future.get();
            return classify(service, response.statusCode(), response.body());
        } catch (CancellationException e) {
            return cancelled(service, cancellation);
        } catch (ExecutionException e) {
            return failure(service, e.getCause(), timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            return cancelled(service, cancellation);
        } catch (Exception e) {
            return failure(service, e, timeout);
        }
    }

    private ForwardOutcome streamed(ServiceEndpoint service, HttpRequest request, Duration timeout,
            ServiceEvents events, Cancellation cancellation) {
        Thread reader = Thread.currentThread();
        AtomicBoolean timedOut = new AtomicBoolean();
        CompletableFuture<HttpResponse<InputStream>> future = http.sendAsync(request,
                HttpResponse.BodyHandlers.ofInputStream());
        ScheduledFuture<?> deadline = deadlines.schedule(() -> {
            timedOut.set(true);
            future.cancel(true);
            reader.interrupt();
        }, timeout.toMillis(), TimeUnit.MILLISECONDS);
        try (AutoCloseable ignored = cancellation.onCancel(() -> {
            future.cancel(true);
            reader.interrupt();
        })) {
            HttpResponse<InputStream> response = future.get();
            try (InputStream body = response.body()) {
                if (response.statusCode() != 200) {
                    return classify(service, response.statusCode(), body.readAllBytes());
                }
                return readEvents(service, body, events);
            }
        } catch (InterruptedException | CancellationException | IOException e) {
            Thread.interrupted();
            if (timedOut.get()) {
                return new ForwardOutcome.Failed("service '" + service.name() + "' did not answer within " + describe(timeout));
            }
            if (cancellation.isCancelled()) {
                return cancelled(service, cancellation);
            }
            return failure(service, e, timeout);
        } catch (ExecutionException e) {
            Thread.interrupted();
            return timedOut.get()
                    ? new ForwardOutcome.Failed("service '" + service.name() + "' did not answer within " + describe(timeout))
                    : failure(service, e.getCause(), timeout);
        } catch (Exception e) {
            Thread.interrupted();
            return failure(service, e, timeout);
        } finally {
            deadline.cancel(false);
        }
    }

    /** Reads {@code event:}/{@code data:} frames until the result (or error) frame. */
    private ForwardOutcome readEvents(ServiceEndpoint service, InputStream body, ServiceEvents events) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
        String event = null;
        StringBuilder data = new StringBuilder();
        String line;
        while ((line = lines.readLine()) != null) {
            if (line.isEmpty()) {
                if (event != null && !data.isEmpty()) {
                    ForwardOutcome outcome = dispatch(service, event, json.readTree(data.toString()), events);
                    if (outcome != null) {
                        return outcome;
                    }
                }
                event = null;
                data.setLength(0);
            } else if (line.startsWith("event:")) {
                event = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                data.append(line.substring(5).stripLeading());
            }
        }
        return new ForwardOutcome.Failed("service '" + service.name() + "' closed the stream without a result");
    }

    private ForwardOutcome dispatch(ServiceEndpoint service, String event, JsonNode data, ServiceEvents events) {
        switch (event) {
            case StreamEvents.PROGRESS -> events.progress(data);
            case StreamEvents.LOG -> events.log(data);
            case StreamEvents.RECONNECT -> events.reconnect(data.path("retryMs").asLong(1000));
            case StreamEvents.RESULT -> {
                return data.isObject() ? new ForwardOutcome.Answered(data)
                        : new ForwardOutcome.Failed("service '" + service.name() + "' sent an unreadable result");
            }
            case StreamEvents.ERROR -> {
                ContractError error = contractError(data);
                if (error == null || error.code() == ContractError.INTERNAL_ERROR) {
                    return new ForwardOutcome.Failed("service '" + service.name() + "' failed"
                            + (error == null ? "" : ": " + error.message()));
                }
                return new ForwardOutcome.Refused(400, error);
            }
            default -> LOG.debugf("Ignoring unknown stream event '%s' from %s", event, service.name());
        }
        return null;
    }

    /** Reads a service reply: a result on 2xx, a contract error on 4xx, a failure otherwise. */
    ForwardOutcome classify(ServiceEndpoint service, int status, byte[] body) {
        JsonNode reply;
        try {
            reply = json.readTree(body);
        } catch (IOException e) {
            reply = null;
        }
        if (status >= 200 && status < 300) {
            if (reply == null || !reply.isObject()) {
                return new ForwardOutcome.Failed("service '" + service.name() + "' sent an unreadable result");
            }
            return new ForwardOutcome.Answered(reply);
        }
        ContractError error = contractError(reply);
        if (status >= 400 && status < 500 && error != null) {
            return new ForwardOutcome.Refused(status, error);
        }
        LOG.warnf("Service %s answered HTTP %d: %s", service.name(), status,
                error == null ? "no contract error" : error.message());
        return new ForwardOutcome.Failed("service '" + service.name() + "' failed"
                + (error != null && error.message() != null ? ": " + error.message() : " with HTTP " + status));
    }

    private ContractError contractError(JsonNode reply) {
        if (reply == null || !reply.isObject() || !reply.path("code").isInt() || !reply.path("message").isTextual()) {
            return null;
        }
        return new ContractError(reply.get("code").asInt(), reply.get("message").asText(), reply.get("data"));
    }

    private static ForwardOutcome failure(ServiceEndpoint service, Throwable cause, Duration timeout) {
        if (cause instanceof HttpConnectTimeoutException || cause instanceof ConnectException) {
            return new ForwardOutcome.Failed("service '" + service.name() + "' is unreachable");
        }
        if (cause instanceof HttpTimeoutException) {
            return new ForwardOutcome.Failed("service '" + service.name() + "' did not answer within " + describe(timeout));
        }
        if (cause instanceof IOException && cause.getCause() instanceof ConnectException) {
            return new ForwardOutcome.Failed("service '" + service.name() + "' is unreachable");
        }
        return new ForwardOutcome.Failed("service '" + service.name() + "' failed: "
                + (cause == null ? "unknown error" : cause.getClass().getSimpleName()));
    }

    private static ForwardOutcome cancelled(ServiceEndpoint service, Cancellation cancellation) {
        return new ForwardOutcome.Failed("the call to service '" + service.name() + "' was cancelled ("
                + cancellation.reason() + ")");
    }

    static String describe(Duration timeout) {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s" : millis + " ms";
    }
}

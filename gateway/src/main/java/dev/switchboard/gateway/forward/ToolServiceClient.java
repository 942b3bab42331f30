package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.gateway.catalog.ServiceEndpoint;

/**
 * The gateway's side of the internal contract. It knows the contract, never a tool: it posts a request to a
 * service's path and classifies what comes back. One pooled HTTP/1.1 client serves every call, so keep-alive
 * connections are reused and no call pays for connection setup.
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
    private final ObjectMapper json;

    ToolServiceClient(ObjectMapper json) {
        this.json = json;
    }

    /** POSTs {@code body} to {@code path} of {@code service} and waits at most {@code timeout} for the answer. */
    public ForwardOutcome post(ServiceEndpoint service, String path, Object body, Duration timeout) {
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(URI.create(service.baseUrl() + path))
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)))
                    .build();
        } catch (IOException | IllegalArgumentException e) {
            return new ForwardOutcome.Failed("cannot build a request for service '" + service.name() + "': " + e.getMessage());
        }
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (HttpConnectTimeoutException | ConnectException e) {
            return new ForwardOutcome.Failed("service '" + service.name() + "' is unreachable");
        } catch (HttpTimeoutException e) {
            return new ForwardOutcome.Failed(
                    "service '" + service.name() + "' did not answer within " + describe(timeout));
        } catch (IOException e) {
            return new ForwardOutcome.Failed("service '" + service.name() + "' failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ForwardOutcome.Failed("the call to service '" + service.name() + "' was cancelled");
        }
        return classify(service, response.statusCode(), response.body());
    }

    /** Reads a service reply: a result on 2xx, a contract error on 4xx, a failure otherwise. */
    public ForwardOutcome classify(ServiceEndpoint service, int status, byte[] body) {
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

    static String describe(Duration timeout) {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s" : millis + " ms";
    }

    public static String toolPath(String tool) {
        return InternalPaths.TOOLS + tool;
    }
}

package dev.switchboard.contract.kit;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

/**
 * Hands the internal call being served on to another replica of this same service, as the gateway sent it: the same
 * path, body and internal token (whose audience is this service, so a peer accepts it and finds the same caller in
 * token and body). Tool code names the replica and reads its answer; the gateway's token stays inside the kit and is
 * never handed to tool code. Give it only a replica URL this service's own replicas published: the token lets its
 * holder call this service as the caller for up to a minute.
 */
@ApplicationScoped
public class PeerReplicas {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * Sends the call that {@code call} reports for to the replica at {@code replicaUrl} (its base URL), asking for a
     * stream ({@code Accept: text/event-stream}) so that its progress can be passed on, and answers its response.
     *
     * @throws IllegalArgumentException when {@code call} is not the events of an internal call this kit serves
     */
    public HttpResponse<InputStream> forward(CallEvents call, String replicaUrl, Duration timeout)
            throws IOException, InterruptedException {
        if (!(call instanceof ResponseEvents served)) {
            throw new IllegalArgumentException("Only an internal call this service is serving can be forwarded");
        }
        ResponseEvents.Received received = served.received();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(replicaUrl + received.path()))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(received.body()));
        if (received.authorization() != null) {
            request.header("Authorization", received.authorization());
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
    }
}

package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.openapi.ContractDocument;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.sessionstore.session.SessionIds;

/**
 * The service being checked, as the checks reach it: its addresses, its manifest once read, the caller the calls name,
 * the tokens, and requests sent as the gateway sends them.
 */
final class ServiceUnderCheck {

    static final ObjectMapper JSON = new ObjectMapper();

    final CheckOptions options;
    final InternalTokenSource tokens;
    final ContractDocument contract = ContractDocument.published();
    private final HttpClient http;
    private final AtomicLong requests = new AtomicLong();
    /** The MCP session every call of this run names, as the gateway names its client's; null for stateless calls. */
    private final String sessionId;
    /** Set once the manifest is read. */
    ServiceManifest manifest;
    String revision;
    String tenant;
    String subject;

    ServiceUnderCheck(CheckOptions options, InternalTokenSource tokens) {
        this.options = options;
        this.tokens = tokens;
        this.http = HttpClient.newBuilder().connectTimeout(options.timeout()).build();
        this.sessionId = options.era() == CheckOptions.Era.SESSION ? SessionIds.newId() : null;
        if (tokens instanceof InternalTokenSource.GivenToken given) {
            this.tenant = given.tenant();
            this.subject = given.subject();
        } else {
            this.tenant = options.tenant();
            this.subject = options.subject();
        }
    }

    String name() {
        return manifest.service();
    }

    /** {@code Bearer} and a valid token for this service and the checker's caller. */
    String authorization() {
        return "Bearer " + tokens.token(name(), tenant, subject);
    }

    /** A {@code context} naming the checker's caller and, in the session era, its MCP session, as the gateway does. */
    ObjectNode context() {
        ObjectNode context = JSON.createObjectNode().put("requestId", "contract-check-" + requests.incrementAndGet())
                .put("tenant", tenant).put("subject", subject);
        if (sessionId != null) {
            context.put("sessionId", sessionId);
        }
        context.putObject("clientCapabilities").putObject("elicitation");
        context.withObject("clientCapabilities").putObject("sampling");
        context.withObject("clientCapabilities").putObject("roots");
        return context.put("progress", false);
    }

    /**
     * Reads the manifest and its revision again: calling a tool may have changed them (a tool added, removed or
     * described anew, announced with {@code list_changed}), and a call naming the old revision is another release's.
     * Both stay as they were when the manifest cannot be read now.
     */
    void reReadManifest() throws InterruptedException {
        try {
            HttpResponse<byte[]> answer = get(options.url(), InternalPaths.MANIFEST);
            if (answer.statusCode() == 200) {
                JsonNode tree = JSON.readTree(answer.body());
                manifest = JSON.treeToValue(tree, ServiceManifest.class);
                revision = ManifestRevision.of(tree);
            }
        } catch (IOException | RuntimeException e) {
            // the checks that follow name what is wrong with the service
        }
    }

    HttpResponse<byte[]> get(URI base, String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(options.timeout()).GET());
    }

    /** POSTs {@code body} to {@code path} with the headers the gateway sends; {@code authorization} may be null. */
    HttpResponse<byte[]> post(String path, String accept, String authorization, String revision, String body)
            throws IOException, InterruptedException {
        return post(path, accept, authorization, revision, body, options.timeout());
    }

    /** The same, waiting up to {@code timeout} for the answer (a tool call may take as long as its tool's timeout). */
    HttpResponse<byte[]> post(String path, String accept, String authorization, String revision, String body,
            Duration timeout) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(options.url() + path)).timeout(timeout)
                .header("Content-Type", "application/json").header("Accept", accept)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        if (revision != null) {
            request.header("Switchboard-Manifest-Revision", revision);
        }
        return send(request);
    }

    /** A JSON call of the gateway: signed for the checker's caller, naming this instance's revision. */
    HttpResponse<byte[]> call(String path, ObjectNode body) throws IOException, InterruptedException {
        return call(path, body, options.timeout());
    }

    HttpResponse<byte[]> call(String path, ObjectNode body, Duration timeout) throws IOException, InterruptedException {
        return post(path, "application/json", authorization(), revision, body.toString(), timeout);
    }

    /** How long the gateway waits for a call of {@code tool}: its {@code timeoutMs}, 30 s when absent. */
    static Duration timeoutOf(ToolDescriptor tool) {
        return Duration.ofMillis(tool.effectiveTimeoutMs());
    }

    private HttpResponse<byte[]> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    static String text(HttpResponse<byte[]> response) {
        String body = new String(response.body(), StandardCharsets.UTF_8).strip();
        return body.length() > 300 ? body.substring(0, 300) + "…" : body;
    }
}

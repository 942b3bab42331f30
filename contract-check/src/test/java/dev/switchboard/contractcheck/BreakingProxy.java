package dev.switchboard.contractcheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.internal.TestInternalKeys;

/**
 * A broken tool service: the fixture service behind a proxy that breaks exactly one rule of the contract, so that a
 * test can show the checker names that rule and nothing else. The proxy speaks HTTP/1.1 only and passes on the kit's
 * manifest, which declares {@code http2}: behind every breakage, {@code manifest.http2} fails too.
 */
final class BreakingProxy implements AutoCloseable {

    /** The one rule a proxy breaks. */
    enum Breakage {
        /** A call without a token runs: the proxy signs it for whoever its body names. */
        ACCEPTS_UNSIGNED_CALLS,
        /** A body naming another caller than its token runs: the proxy puts the token's caller into every body. */
        IGNORES_THE_TOKENS_CALLER,
        /** The input schema of tool {@code echo} gives a property a type JSON Schema does not have. */
        INVALID_INPUT_SCHEMA,
        /** Streams end in the middle of their last event. */
        STREAM_CUT_MID_EVENT,
        /** Refusals come as {@code {"error": "…"}} instead of a {@code ContractError}. */
        WRONG_ERROR_SHAPE,
        /** A caller accepting only {@code text/event-stream} gets a refusal as an error event of an HTTP 200 stream. */
        REFUSALS_STREAMED
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> PASSED_ON = List.of("Content-Type", "Accept", "Authorization",
            ManifestRevision.HEADER);
    private static final List<String> PASSED_BACK = List.of("Content-Type", "WWW-Authenticate", ManifestRevision.HEADER);

    private final URI target;
    private final Breakage breakage;
    private final HttpServer server;
    private final HttpClient http = HttpClient.newHttpClient();

    BreakingProxy(URI target, Breakage breakage) throws IOException {
        this.target = target;
        this.breakage = breakage;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            String authorization = exchange.getRequestHeaders().getFirst("Authorization");
            if (breakage == Breakage.IGNORES_THE_TOKENS_CALLER && authorization != null && body.length > 0) {
                body = withTheTokensCaller(body, authorization);
            }
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target + exchange.getRequestURI().toString()))
                    .method(exchange.getRequestMethod(), body.length == 0 ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofByteArray(body));
            for (String header : PASSED_ON) {
                String value = exchange.getRequestHeaders().getFirst(header);
                if (value != null && !(header.equals("Authorization") && signs(value))) {
                    request.header(header, value);
                }
            }
            if (signs(authorization) && body.length > 0) {
                JsonNode context = context(body);
                request.header("Authorization", "Bearer " + TestInternalKeys.token("check-fixture",
                        context.path("tenant").asText("anonymous"), context.path("subject").asText("anonymous")));
            }
            HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            byte[] answer = response.body();
            int status = response.statusCode();
            String type = response.headers().firstValue("Content-Type").orElse("");
            String revision = response.headers().firstValue(ManifestRevision.HEADER).orElse(null);
            if (breakage == Breakage.INVALID_INPUT_SCHEMA && exchange.getRequestURI().getPath().endsWith("/manifest")) {
                ObjectNode manifest = (ObjectNode) JSON.readTree(answer);
                for (JsonNode tool : manifest.path("tools")) {
                    if (tool.path("name").asText().equals("echo")) {
                        ((ObjectNode) tool.path("inputSchema").path("properties").path("text")).put("type", "strnig");
                    }
                }
                answer = JSON.writeValueAsBytes(manifest);
                revision = ManifestRevision.of(manifest);
            } else if (breakage == Breakage.STREAM_CUT_MID_EVENT && type.startsWith("text/event-stream")) {
                answer = Arrays.copyOf(answer, answer.length - 2);
            } else if (breakage == Breakage.WRONG_ERROR_SHAPE && response.statusCode() >= 400) {
                answer = JSON.writeValueAsBytes(JSON.createObjectNode().put("error",
                        JSON.readTree(answer).path("message").asText()));
            } else if (breakage == Breakage.REFUSALS_STREAMED && response.statusCode() >= 400
                    && "text/event-stream".equals(exchange.getRequestHeaders().getFirst("Accept"))) {
                answer = ("event: error\ndata: " + new String(answer, StandardCharsets.UTF_8) + "\n\n")
                        .getBytes(StandardCharsets.UTF_8);
                status = 200;
                type = "text/event-stream";
            }
            for (String header : PASSED_BACK) {
                String value = switch (header) {
                    case ManifestRevision.HEADER -> revision;
                    case "Content-Type" -> type.isEmpty() ? null : type;
                    default -> response.headers().firstValue(header).orElse(null);
                };
                if (value != null) {
                    exchange.getResponseHeaders().set(header, value);
                }
            }
            exchange.sendResponseHeaders(status, answer.length == 0 ? -1 : answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether this proxy signs a call that came without a token, for the body's caller. */
    private boolean signs(String authorization) {
        return breakage == Breakage.ACCEPTS_UNSIGNED_CALLS && authorization == null;
    }

    /** The body with its context naming the caller the token (read, not verified) names. */
    private static byte[] withTheTokensCaller(byte[] body, String authorization) {
        try {
            JsonNode request = JSON.readTree(body);
            String token = authorization.substring("Bearer ".length());
            JsonNode claims = JSON.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
            if (request instanceof ObjectNode object) {
                object.withObject("context").put("tenant", claims.path("tenant").asText())
                        .put("subject", claims.path("sub").asText());
                return JSON.writeValueAsBytes(object);
            }
        } catch (IOException | RuntimeException e) {
            // not a JSON body or not a JWS: passed on as it came
        }
        return body;
    }

    private static JsonNode context(byte[] body) {
        try {
            return JSON.readTree(new String(body, StandardCharsets.UTF_8)).path("context");
        } catch (IOException e) {
            return JSON.missingNode();
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

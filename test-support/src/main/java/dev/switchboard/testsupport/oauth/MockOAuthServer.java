package dev.switchboard.testsupport.oauth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A real OAuth 2.1 / OpenID Connect authorization server ({@code no.nav.security:mock-oauth2-server}) as a child
 * process on a free port: discovery documents, a JWKS, RS256-signed access tokens from its token endpoint. Each
 * configured client gets the claims given for it (tenant, scopes, audience, even an expiry in the past). Its runtime is
 * staged by the {@code oauth-test-server} module, so none of its libraries reach a Quarkus test class path. A restart
 * keeps the port and issuer but makes new signing keys: what a key rotation looks like to a resource server.
 */
public final class MockOAuthServer implements AutoCloseable {

    public static final String ISSUER_ID = "default";
    /**
     * Every issuer whose tokens carry the configured clients' claims: {@value #ISSUER_ID}, {@code other} (for
     * wrong-issuer tests) and {@code idp-a} to {@code idp-h}, each one tenant's own identity provider in a test.
     */
    public static final List<String> ISSUER_IDS = List.of(ISSUER_ID, "other", "idp-a", "idp-b", "idp-c", "idp-d",
            "idp-e", "idp-f", "idp-g", "idp-h", "idp-i", "idp-j");
    /**
     * A key of a client's claims that is no claim: the JOSE {@code typ} header of that client's tokens (default
     * {@code JWT}), e.g. {@code oauth-id-jag+jwt} for an identity provider's ID-JAGs.
     */
    public static final String TYPE_HEADER = "@typeHeader";
    /** The token type an ID-JAG is asked for with (token exchange, RFC 8693). */
    public static final String ID_JAG_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:id-jag";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);

    private final int port;
    private final String config;
    private Process process;
    private Path log;

    private MockOAuthServer(int port, String config) {
        this.port = port;
        this.config = config;
    }

    /**
     * Starts the server; {@code clients} maps a client id to the claims of the tokens it gets (on issuer
     * {@value #ISSUER_ID}; the same clients also get tokens on the other {@link #ISSUER_IDS}).
     */
    public static MockOAuthServer start(Map<String, Map<String, Object>> clients) {
        MockOAuthServer server = new MockOAuthServer(freePort(), config(clients, false));
        server.launch();
        return server;
    }

    /**
     * Starts the server with interactive login: its authorization endpoint answers a sign-in form, and the user name
     * posted there becomes the subject of the tokens its code is redeemed for ({@link #signIn}).
     */
    public static MockOAuthServer startInteractive(Map<String, Map<String, Object>> clients) {
        MockOAuthServer server = new MockOAuthServer(freePort(), config(clients, true));
        server.launch();
        return server;
    }

    /**
     * What a person's browser does at the authorization endpoint: opens {@code authorizationUrl}, signs in as
     * {@code username} on its form, and is redirected; returns where to (the client's redirect URI with code and state).
     */
    public static URI signIn(String authorizationUrl, String username) {
        return signIn(authorizationUrl, username, "");
    }

    /** {@link #signIn(String, String)} with extra claims (JSON) for the tokens, as the sign-in form takes them. */
    public static URI signIn(String authorizationUrl, String username, String claims) {
        try {
            HttpResponse<String> form = HTTP.send(HttpRequest.newBuilder(URI.create(authorizationUrl)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (form.statusCode() != 200) {
                throw new IllegalStateException("the authorization endpoint answered HTTP " + form.statusCode()
                        + ": " + form.body());
            }
            HttpResponse<String> redirect = HTTP.send(HttpRequest.newBuilder(URI.create(authorizationUrl))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("username=" + URLEncoder.encode(username,
                            StandardCharsets.UTF_8) + "&claims=" + URLEncoder.encode(claims, StandardCharsets.UTF_8)))
                    .build(), HttpResponse.BodyHandlers.ofString());
            String location = redirect.headers().firstValue("Location").orElseThrow(() -> new IllegalStateException(
                    "the sign-in was not redirected: HTTP " + redirect.statusCode() + " " + redirect.body()));
            return URI.create(location);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The issuer URL of {@value #ISSUER_ID} (what a resource server is configured with). */
    public String issuer() {
        return issuer(ISSUER_ID);
    }

    public String issuer(String issuerId) {
        return "http://127.0.0.1:" + port + "/" + issuerId;
    }

    /** An access token for {@code clientId} from the client-credentials grant of issuer {@value #ISSUER_ID}. */
    public String token(String clientId) {
        return token(ISSUER_ID, clientId);
    }

    public String token(String issuerId, String clientId) {
        return requestToken(issuerId, clientId, null);
    }

    /**
     * An access token for {@code clientId} asked for {@code resource} (RFC 8707), as MCP clients ask; a client whose
     * claims say {@code "aud": ["${resource}"]} gets that resource as its audience.
     */
    public String tokenFor(String clientId, String resource) {
        return requestToken(ISSUER_ID, clientId, resource);
    }

    /** {@link #tokenFor(String, String)} from issuer {@code issuerId}. */
    public String tokenFor(String issuerId, String clientId, String resource) {
        return requestToken(issuerId, clientId, resource);
    }

    /**
     * An Identity Assertion JWT Authorization Grant, as an identity provider issues one: a token exchange (RFC 8693) of
     * a token of {@code issuerId} for {@code requested_token_type} {@value #ID_JAG_TOKEN_TYPE}, by {@code clientId},
     * for {@code audience} (an authorization server's issuer) and {@code resource}. Its claims are the client's (give
     * {@code "aud": "${audience}"}, {@code "resource": "${resource}"} and {@link #TYPE_HEADER}); the server makes a new
     * {@code jti} for each.
     */
    public String idJag(String issuerId, String clientId, String audience, String resource) {
        String form = "grant_type=" + encode("urn:ietf:params:oauth:grant-type:token-exchange")
                + "&requested_token_type=" + encode(ID_JAG_TOKEN_TYPE)
                + "&subject_token=" + encode(token(issuerId, "no-tenant"))
                + "&subject_token_type=" + encode("urn:ietf:params:oauth:token-type:id_token")
                + "&audience=" + encode(audience) + "&resource=" + encode(resource)
                + "&client_id=" + encode(clientId) + "&client_secret=secret";
        return post(issuerId, form);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private String requestToken(String issuerId, String clientId, String resource) {
        String form = "grant_type=client_credentials&client_id=" + URLEncoder.encode(clientId, StandardCharsets.UTF_8)
                + "&client_secret=secret"
                + (resource == null ? "" : "&resource=" + URLEncoder.encode(resource, StandardCharsets.UTF_8));
        return post(issuerId, form);
    }

    private String post(String issuerId, String form) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(issuer(issuerId) + "/token"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode body = JSON.readTree(response.body());
            if (response.statusCode() != 200 || !body.path("access_token").isTextual()) {
                throw new IllegalStateException("token request failed: HTTP " + response.statusCode() + " " + body);
            }
            return body.get("access_token").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Stops and starts the server on the same port: same issuer, new signing keys. */
    public void restart() {
        stop();
        launch();
    }

    @Override
    public void close() {
        stop();
    }

    private void launch() {
        try {
            log = Files.createTempFile("mock-oauth2-server-" + port, ".log");
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder builder = new ProcessBuilder(java, "-Xmx128m", "-cp", runtime() + "/*",
                    "no.nav.security.mock.oauth2.StandaloneMockOAuth2ServerKt")
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().put("SERVER_HOSTNAME", "127.0.0.1");
            builder.environment().put("SERVER_PORT", Integer.toString(port));
            builder.environment().put("JSON_CONFIG", config);
            process = builder.start();
            awaitDiscovery();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitDiscovery() throws IOException {
        Instant deadline = Instant.now().plus(STARTUP_TIMEOUT);
        URI discovery = URI.create(issuer() + "/.well-known/openid-configuration");
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("mock-oauth2-server exited early:\n" + Files.readString(log));
            }
            try {
                if (HTTP.send(HttpRequest.newBuilder(discovery).build(), HttpResponse.BodyHandlers.discarding())
                        .statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        stop();
        throw new IllegalStateException("mock-oauth2-server not ready within " + STARTUP_TIMEOUT.toSeconds() + " s:\n"
                + Files.readString(log));
    }

    private void stop() {
        if (process == null) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        process = null;
    }

    private static String config(Map<String, Map<String, Object>> clients, boolean interactiveLogin) {
        ObjectNode root = JSON.createObjectNode().put("interactiveLogin", interactiveLogin);
        ArrayNode callbacks = root.putArray("tokenCallbacks");
        for (String issuerId : ISSUER_IDS) {
            ObjectNode callback = callbacks.addObject().put("issuerId", issuerId).put("tokenExpiry", 300);
            ArrayNode mappings = callback.putArray("requestMappings");
            clients.forEach((clientId, claims) -> {
                Map<String, Object> own = new java.util.LinkedHashMap<>(claims);
                Object type = own.remove(TYPE_HEADER);
                ObjectNode mapping = mappings.addObject().put("requestParam", "client_id").put("match", clientId);
                mapping.set("claims", JSON.valueToTree(own));
                if (type != null) {
                    mapping.put("typeHeader", type.toString());
                }
            });
        }
        return root.toString();
    }

    /** The staged runtime: {@code oauth-test-server/target/lib}, found from the working directory upwards. */
    private static Path runtime() {
        List<Path> tried = new ArrayList<>();
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path lib = dir.resolve("oauth-test-server").resolve("target").resolve("lib");
            tried.add(lib);
            if (Files.isDirectory(lib)) {
                return lib;
            }
        }
        throw new IllegalStateException("mock-oauth2-server's runtime is not staged (tried " + tried + "): build "
                + "through the reactor (./mvnw verify), which builds oauth-test-server first");
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.switchboard.gateway.auth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.interfaces.RSAPublicKey;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

/**
 * An authorization server that publishes only RFC 8414 metadata, at the path-inserted URI of an issuer with a path
 * ({@code /.well-known/oauth-authorization-server/realm}), as plain OAuth servers do: no OpenID Connect discovery
 * document anywhere. Its JWKS holds one RSA key; it signs access tokens for the gateway's tenants with it. It can be
 * started after the gateway, on the port the gateway was told.
 */
public final class Rfc8414OnlyServer implements AutoCloseable {

    private static final String KEY_ID = "rfc8414-key";

    private final int port = freePort();
    private final KeyPair keys = rsaKeys();
    private final Queue<String> requested = new ConcurrentLinkedQueue<>();
    private HttpServer server;

    public String issuer() {
        return "http://127.0.0.1:" + port + "/realm";
    }

    /** An access token of {@code tenant} for the gateway's {@code /mcp} resource, with every client scope. */
    public String token(String tenant, String subject) {
        return Jwt.issuer(issuer()).subject(subject).audience(OAuthServerTestResource.RESOURCE)
                .claim("tenant_id", tenant).claim("scope", OAuthServerTestResource.ALL_SCOPES)
                .issuedAt(Instant.now()).expiresAt(Instant.now().plusSeconds(300))
                .jws().keyId(KEY_ID).algorithm(SignatureAlgorithm.RS256).sign(keys.getPrivate());
    }

    /** The paths asked for so far, in order. */
    public List<String> requested() {
        return List.copyOf(requested);
    }

    public synchronized void start() {
        if (server != null) {
            return;
        }
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::answer);
        server.start();
    }

    @Override
    public synchronized void close() {
        if (server != null) {
            server.stop(0);
            server = null;
        }
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        requested.add(path);
        String body = switch (path) {
            case "/.well-known/oauth-authorization-server/realm" -> "{\"issuer\":\"" + issuer() + "\","
                    + "\"jwks_uri\":\"" + issuer() + "/keys\",\"token_endpoint\":\"" + issuer() + "/token\","
                    + "\"response_types_supported\":[\"code\"]}";
            case "/realm/keys" -> jwks();
            default -> null;
        };
        byte[] bytes = (body == null ? "{\"error\":\"not found\"}" : body).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(body == null ? 404 : 200, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private String jwks() {
        RSAPublicKey key = (RSAPublicKey) keys.getPublic();
        Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
        return "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"alg\":\"RS256\",\"kid\":\"" + KEY_ID + "\",\"n\":\""
                + base64.encodeToString(unsigned(key.getModulus().toByteArray())) + "\",\"e\":\""
                + base64.encodeToString(unsigned(key.getPublicExponent().toByteArray())) + "\"}]}";
    }

    private static byte[] unsigned(byte[] twosComplement) {
        return twosComplement.length > 1 && twosComplement[0] == 0
                ? java.util.Arrays.copyOfRange(twosComplement, 1, twosComplement.length)
                : twosComplement;
    }

    private static KeyPair rsaKeys() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The gateway pointed at an {@link Rfc8414OnlyServer} (OAuth only, tenants from the seed file); with the
     * {@code started} init argument {@code false}, the server is not running when the gateway starts.
     */
    public static class Resource implements QuarkusTestResourceLifecycleManager {

        private Rfc8414OnlyServer server;
        private boolean startFirst = true;

        @Override
        public void init(Map<String, String> args) {
            startFirst = Boolean.parseBoolean(args.getOrDefault("started", "true"));
        }

        @Override
        public Map<String, String> start() {
            server = new Rfc8414OnlyServer();
            if (startFirst) {
                server.start();
            }
            return Map.of("gateway.auth.mode", "oauth",
                    "gateway.auth.oauth.issuer", server.issuer(),
                    "gateway.auth.oauth.jwks-min-refresh", "1S",
                    "gateway.public-url", OAuthServerTestResource.PUBLIC_URL,
                    "gateway.tenants.seed-file", "src/test/resources/secured-tenants.json");
        }

        @Override
        public void inject(TestInjector testInjector) {
            testInjector.injectIntoFields(server, new TestInjector.MatchesType(Rfc8414OnlyServer.class));
        }

        @Override
        public void stop() {
            if (server != null) {
                server.close();
            }
        }
    }
}

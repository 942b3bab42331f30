package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.config.ConfigProvider;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/**
 * The upstream's own authorization server (mock-oauth2-server with interactive sign-in, its own process) and a
 * Streamable HTTP upstream that accepts only its tokens for {@value #AUDIENCE} and whose protected resource metadata
 * names it. The bridge reads the catalogue with client credentials ({@code bridge-catalogue}), or through its users'
 * sessions when given none, and links each user's account as client {@code bridge-links}, whose endpoints it
 * discovers.
 */
final class LinkFixture implements AutoCloseable {

    static final String AUDIENCE = "notes-api";
    private static final UpstreamSecrets SECRETS = new UpstreamSecrets(List.of(UpstreamServersResource.SECRETS_KEY));

    final MockOAuthServer authorizationServer;
    final HttpUpstream upstream;

    private LinkFixture(MockOAuthServer authorizationServer, HttpUpstream upstream) {
        this.authorizationServer = authorizationServer;
        this.upstream = upstream;
    }

    static LinkFixture start() {
        Map<String, Map<String, Object>> clients = new LinkedHashMap<>();
        clients.put("bridge-catalogue", Map.of("sub", "bridge-catalogue", "aud", List.of(AUDIENCE)));
        clients.put("bridge-links", Map.of("aud", List.of(AUDIENCE)));
        MockOAuthServer server = MockOAuthServer.startInteractive(clients);
        try {
            return new LinkFixture(server, HttpUpstream.start(Map.of("BEARER_ISSUER", server.issuer(),
                    "BEARER_AUDIENCE", AUDIENCE)));
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /** A run-time upstream {@code name} whose calls carry each user's linked token. */
    ObjectNode definition(String name) {
        ObjectNode definition = JSON.createObjectNode().put("transport", "http").put("url", upstream.url())
                .put("callTimeoutMs", 20_000);
        definition.putObject("clientCredentials").put("tokenUrl", authorizationServer.issuer() + "/token")
                .put("clientId", "bridge-catalogue")
                .put("clientSecret", SECRETS.seal(name, "/clientCredentials/clientSecret", "catalogue-secret"))
                .put("audience", AUDIENCE);
        definition.putObject("userOAuth").put("clientId", "bridge-links").put("scope", "openid notes");
        return definition;
    }

    /**
     * A run-time upstream {@code name} whose calls carry each user's linked token, and which gives the bridge no
     * credential of its own: the upstream takes only its users' tokens, so its catalogue is read through their sessions.
     */
    ObjectNode definitionForUsersOnly() {
        ObjectNode definition = JSON.createObjectNode().put("transport", "http").put("url", upstream.url())
                .put("callTimeoutMs", 20_000);
        definition.putObject("userOAuth").put("clientId", "bridge-links").put("scope", "openid notes");
        return definition;
    }

    /** Adds the run-time upstream {@code name} and waits until its tool {@code listed} (exposed name) is offered. */
    static void add(UpstreamStore store, String name, ObjectNode definition, String listed) {
        store.put(name, definition.toString());
        await().atMost(Duration.ofSeconds(30)).until(() -> manifest().getList("tools.name", String.class)
                .contains(listed));
    }

    /** A call of {@code tool} by {@code subject} of {@code tenant}, with {@code retry} fields when given. */
    static ObjectNode call(String tenant, String subject, JsonNode inputResponses, String requestState) {
        ObjectNode body = JSON.createObjectNode();
        body.putObject("arguments");
        body.putObject("context").put("requestId", "r-1").put("tenant", tenant).put("subject", subject)
                .putObject("clientCapabilities").putObject("elicitation").putObject("url");
        if (inputResponses != null) {
            body.set("inputResponses", inputResponses);
        }
        if (requestState != null) {
            body.put("requestState", requestState);
        }
        return body;
    }

    /** The answer the gateway's callback hands over, sent as the gateway sends it: signed for {@code subject}. */
    static ValidatableResponse complete(String tenant, String subject, String state, String code) {
        String service = ConfigProvider.getConfig().getValue("switchboard.service.name", String.class);
        ObjectNode body = JSON.createObjectNode().put("state", state);
        if (code != null) {
            body.put("code", code);
        }
        return given().contentType("application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token(service, tenant, subject))
                .body(body.toString()).when().post("/internal/v1/links/complete").then().log().ifValidationFails();
    }

    /** A query parameter of {@code uri}. */
    static String parameter(URI uri, String name) {
        for (String pair : uri.getRawQuery().split("&")) {
            int equals = pair.indexOf('=');
            if (pair.substring(0, equals).equals(name)) {
                return URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
            }
        }
        throw new AssertionError(uri + " has no " + name);
    }

    @Override
    public void close() {
        upstream.close();
        authorizationServer.close();
    }
}

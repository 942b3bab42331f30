package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.oauth.MockOAuthServer;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.awaitility.Awaitility.await;

/**
 * A real authorization server (mock-oauth2-server, its own process) and a Streamable HTTP upstream that accepts only
 * its tokens for {@value #AUDIENCE}, binds each session to the token's subject and answers {@code whoami} with the
 * token's sub, aud and tenant. The bridge reads the upstream's catalogue as client {@code bridge-catalogue}
 * (client credentials) and exchanges each caller's internal token as client {@code bridge}. mock-oauth2-server copies
 * the subject token's claims into the exchanged token without checking its signature; a real authorization server
 * must check it against the gateway's key.
 */
final class ExchangeFixture implements AutoCloseable {

    static final String AUDIENCE = "notes-api";
    private static final UpstreamSecrets SECRETS = new UpstreamSecrets(List.of(UpstreamServersResource.SECRETS_KEY));

    final MockOAuthServer authorizationServer;
    final HttpUpstream upstream;

    private ExchangeFixture(MockOAuthServer authorizationServer, HttpUpstream upstream) {
        this.authorizationServer = authorizationServer;
        this.upstream = upstream;
    }

    static ExchangeFixture start() {
        Map<String, Map<String, Object>> clients = new LinkedHashMap<>();
        clients.put("bridge-catalogue", Map.of("sub", "bridge-catalogue", "aud", List.of(AUDIENCE)));
        clients.put("bridge", Map.of("aud", List.of("${audience}")));
        MockOAuthServer server = MockOAuthServer.start(clients);
        try {
            HttpUpstream upstream = HttpUpstream.start(Map.of("BEARER_ISSUER", server.issuer(),
                    "BEARER_AUDIENCE", AUDIENCE));
            return new ExchangeFixture(server, upstream);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    String tokenEndpoint() {
        return authorizationServer.issuer() + "/token";
    }

    /**
     * A run-time upstream {@code name} on the upstream, its catalogue read with client credentials and its calls made
     * with tokens exchanged for {@code audience}; secrets sealed as the gateway seals them.
     */
    ObjectNode definition(String name, String audience) {
        ObjectNode definition = JSON.createObjectNode().put("transport", "http").put("url", upstream.url())
                .put("callTimeoutMs", 20_000);
        definition.putObject("clientCredentials").put("tokenUrl", tokenEndpoint()).put("clientId", "bridge-catalogue")
                .put("clientSecret", SECRETS.seal(name, "/clientCredentials/clientSecret", "catalogue-secret"))
                .put("audience", AUDIENCE);
        definition.putObject("tokenExchange").put("tokenEndpoint", tokenEndpoint()).put("clientId", "bridge")
                .put("clientSecret", SECRETS.seal(name, "/tokenExchange/clientSecret", "exchange-secret"))
                .put("audience", audience);
        return definition;
    }

    /** Adds the upstream at run time and waits for {@code tool} to be offered. */
    static void add(UpstreamStore store, String name, ObjectNode definition, String tool) {
        store.put(name, definition.toString());
        await().atMost(Duration.ofSeconds(30)).until(() -> manifest().getList("tools.name", String.class)
                .contains(tool));
    }

    @Override
    public void close() {
        upstream.close();
        authorizationServer.close();
    }
}

package dev.switchboard.bridge.upstream;

import java.net.http.HttpClient;
import java.time.Clock;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.TokenExchange;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.oauth.MockOAuthServer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Against a real authorization server: a caller's token is exchanged once and then kept (the server issues a new token,
 * with a new {@code jti}, per exchange), each caller gets their own, with their subject and the upstream's audience,
 * and a token the upstream refused is exchanged anew.
 */
class ExchangedTokensAreKeptPerCallerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static MockOAuthServer server;
    private static ExchangedTokens tokens;

    @BeforeAll
    static void start() {
        server = MockOAuthServer.start(Map.of("bridge", Map.of("aud", List.of("${audience}"))));
        tokens = new ExchangedTokens("notes", new TokenExchange(server.issuer() + "/token", "bridge", "secret", null,
                "notes-api", null, null), HttpClient.newHttpClient(), JSON, Clock.systemUTC());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void oneExchangePerCallerUntilTheUpstreamRefusesTheToken() throws Exception {
        Caller alice = new Caller("acme", "alice");
        Caller bob = new Caller("globex", "bob");

        String first = tokens.token(alice, TestInternalKeys.token("mcp-bridge", "acme", "alice"));
        String again = tokens.token(alice, TestInternalKeys.token("mcp-bridge", "acme", "alice"));
        String bobs = tokens.token(bob, TestInternalKeys.token("mcp-bridge", "globex", "bob"));
        tokens.invalidate(alice);
        String renewed = tokens.token(alice, TestInternalKeys.token("mcp-bridge", "acme", "alice"));

        assertThat(again).isEqualTo(first);
        assertThat(claims(first).path("sub").asText()).isEqualTo("alice");
        assertThat(claims(first).path("tenant").asText()).isEqualTo("acme");
        assertThat(claims(first).path("aud").toString()).contains("notes-api");
        assertThat(claims(bobs).path("sub").asText()).isEqualTo("bob");
        assertThat(renewed).isNotEqualTo(first);
        assertThat(claims(renewed).path("sub").asText()).isEqualTo("alice");
    }

    private static JsonNode claims(String jwt) throws Exception {
        return JSON.readTree(java.util.Base64.getUrlDecoder().decode(jwt.split("\\.")[1]));
    }
}

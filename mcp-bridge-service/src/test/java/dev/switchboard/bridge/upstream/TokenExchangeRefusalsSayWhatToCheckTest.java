package dev.switchboard.bridge.upstream;

import java.net.http.HttpClient;
import java.time.Clock;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.TokenExchange;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the operator reads when the authorization server refuses an exchange: the HTTP status and OAuth error, then
 * where to look for that error; a token the server echoes in its description is left out.
 */
class TokenExchangeRefusalsSayWhatToCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final ExchangedTokens tokens = new ExchangedTokens("notes", new TokenExchange(
            "https://login.example.com/oauth2/token", "bridge", "s3cret", null, "notes-api", null, null),
            HttpClient.newHttpClient(), JSON, Clock.systemUTC());

    @Test
    void anInvalidGrantPointsAtTheTrustInTheGatewaysKey() throws Exception {
        String message = tokens.refusal(400, JSON.readTree(
                """
                        {"error":"invalid_grant","error_description":"subject token eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLWJ5dGVz is not trusted"}"""));

        assertThat(message).contains("refused the token exchange (HTTP 400, invalid_grant: subject token … is "
                + "not trusted)").contains("/.well-known/switchboard-internal-keys")
                .contains("audience 'notes-api'").doesNotContain("eyJ").doesNotContain("s3cret");
    }

    @Test
    void anInvalidClientPointsAtTheClientSettings() throws Exception {
        String message = tokens.refusal(401, JSON.readTree("{\"error\":\"invalid_client\"}"));

        assertThat(message).contains("(HTTP 401, invalid_client)").contains("Check tokenExchange.clientId 'bridge'");
    }
}

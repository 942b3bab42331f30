package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.bridge.config.ClientCredentials;

import static org.assertj.core.api.Assertions.assertThat;

class ClientCredentialsTokensAreFetchedOnceAndRenewedTest {

    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger issued = new AtomicInteger();
    private HttpServer tokenEndpoint;
    private MutableClock clock;
    private ClientCredentialsTokens tokens;

    @BeforeEach
    void start() throws IOException {
        tokenEndpoint = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        tokenEndpoint.createContext("/token", exchange -> {
            requests.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] body = ("{\"access_token\":\"token-" + issued.incrementAndGet()
                    + "\",\"token_type\":\"Bearer\",\"expires_in\":600}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        tokenEndpoint.start();
        clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
        tokens = new ClientCredentialsTokens(new ClientCredentials(
                "http://127.0.0.1:" + tokenEndpoint.getAddress().getPort() + "/token", "switchboard", "s3cret",
                null, "mcp.read", null), HttpClient.newHttpClient(), new ObjectMapper(), clock);
    }

    @AfterEach
    void stop() {
        tokenEndpoint.stop(0);
    }

    @Test
    void oneTokenServesUntilAMinuteBeforeItExpiresOrTheUpstreamRefusesIt() {
        assertThat(tokens.current()).isEqualTo("token-1");
        assertThat(requests.get(0)).isEqualTo(
                "grant_type=client_credentials&client_id=switchboard&client_secret=s3cret&scope=mcp.read");

        clock.advance(Duration.ofMinutes(8));
        assertThat(tokens.current()).isEqualTo("token-1");

        clock.advance(Duration.ofMinutes(1).plusSeconds(1));
        assertThat(tokens.current()).isEqualTo("token-2");

        tokens.invalidate();
        assertThat(tokens.current()).isEqualTo("token-3");
        assertThat(requests).hasSize(3);
    }

    private static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration duration) {
            now = now.plus(duration);
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}

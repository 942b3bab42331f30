package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.redis.client.Response;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * After a whole consent round, every key and value in Redis, read raw (the audit stream included), holds neither the
 * linked access token nor its refresh token.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class NoLinkedTokenRestsInRedisInPlainTextTest extends LinkUpstreamTest {

    @Inject
    RedisDataSource redis;

    @Override
    String upstream() {
        return "vaulted";
    }

    @Test
    void aDumpOfRedisHoldsNoTokenOrVerifier() throws Exception {
        Consent consent = asked("alice");
        URI back = authorized(consent, "alice-at-vaulted");
        LinkFixture.complete(tenant(), "alice", LinkFixture.parameter(back, "state"),
                LinkFixture.parameter(back, "code")).statusCode(200);
        retried("alice", consent);
        LinkedTokens tokens = vault.tokens(new LinkKey(tenant(), "alice", "vaulted")).orElseThrow();

        String everything = String.join("\n", dump());

        assertThat(tokens.refreshToken()).isNotNull();
        assertThat(everything).contains(tenant()).doesNotContain(tokens.accessToken())
                .doesNotContain(tokens.refreshToken());
    }

    /** Every key of the database with its value as Redis returns it (hashes field by field, streams entry by entry). */
    private List<String> dump() {
        List<String> lines = new ArrayList<>();
        for (String key : redis.key(String.class).keys("*")) {
            lines.add(key);
            String type = redis.key(String.class).type(key).name();
            Response value = switch (type) {
                case "HASH" -> redis.execute("HGETALL", key);
                case "STRING" -> redis.execute("GET", key);
                case "STREAM" -> redis.execute("XRANGE", key, "-", "+");
                default -> null;
            };
            if (value != null) {
                lines.add(value.toString());
            }
        }
        return lines;
    }
}

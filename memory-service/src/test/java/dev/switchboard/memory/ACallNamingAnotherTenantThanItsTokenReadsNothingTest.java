package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * Tenant isolation rests on the tenant a call's body names, so a body naming another tenant than the internal token
 * the gateway signed is refused (403) before the service reads anything: a caller of tenant {@code globex} who writes
 * {@code acme} into the body gets none of acme's memories.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACallNamingAnotherTenantThanItsTokenReadsNothingTest {

    private static final String SECRET = "The Initech acquisition closes on Friday";

    private final Agent acme = Agent.of("acme", "acme-session");

    @Test
    void globexsTokenWithAcmeInTheBodyIsRefusedAndReadsNothing() {
        acme.remember("plans", SECRET);
        String globex = "Bearer " + TestInternalKeys.token("memory", "globex", "agent@acme");

        ObjectNode query = body();
        ((ObjectNode) query.get("arguments")).put("session_id", "plans").put("query", "acquisition");
        post(globex, "/internal/v1/tools/query_memory", query).statusCode(403)
                .body("message", containsString("tenant 'acme'"))
                .body(not(containsString("Initech")));

        ObjectNode read = body();
        read.put("uri", "memory://plans");
        post(globex, "/internal/v1/resources/read", read).statusCode(403).body(not(containsString("Initech")));
        post(globex, "/internal/v1/resources/list", body()).statusCode(403).body(not(containsString("plans")));

        acme.query("plans", "acquisition").statusCode(200).body(containsString("Initech"));
    }

    /** A body whose context names acme's agent, the way acme's own calls do. */
    private static ObjectNode body() {
        ObjectNode body = Agent.JSON.createObjectNode();
        body.putObject("arguments");
        body.putObject("context").put("requestId", "r-1").put("tenant", "acme").put("subject", "agent@acme")
                .put("sessionId", "acme-session");
        return body;
    }

    private static ValidatableResponse post(String authorization, String path, ObjectNode body) {
        return given().contentType("application/json").header("Authorization", authorization).body(body.toString())
                .when().post(path).then();
    }
}

package dev.switchboard.it;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.restassured.specification.RequestSpecification;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * A packaged tool service reached directly, past the gateway: without the gateway's internal token, with a token signed
 * by another key, or with the gateway's token for another service, the call is refused with 401 and runs nothing.
 */
class ServicesAnswerOnlyTheGatewayIT {

    private static final String CALL = "/internal/v1/tools/analyzeText";
    private static final String BODY = "{\"arguments\":{\"text\":\"Direct calls are refused.\"},"
            + "\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}";

    private static LocalRedis redis;
    private static SuiteProcess service;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        service = SuiteProcess.start("text-analysis-service", redis.url(), java.util.Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(service, redis);
    }

    private static RequestSpecification call() {
        return given().baseUri(service.baseUrl()).contentType("application/json").body(BODY);
    }

    @Test
    void aCallWithoutTheGatewaysTokenIsRefused() {
        call().post(CALL).then().statusCode(401).body("message", containsString("gateway"));
    }

    @Test
    void aTokenSignedByAnotherKeyIsRefused() throws NoSuchAlgorithmException {
        KeyPair forged = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        String token = Jwt.issuer("switchboard-gateway").audience("text-analysis").subject("mallory")
                .claim("tenant", "acme").issuedAt(Instant.now()).expiresAt(Instant.now().plusSeconds(60))
                .jws().algorithm(SignatureAlgorithm.EDDSA).sign(forged.getPrivate());

        call().header("Authorization", "Bearer " + token).post(CALL).then().statusCode(401);
    }

    @Test
    void theGatewaysTokenForAnotherServiceIsRefused() {
        call().header("Authorization", "Bearer " + TestInternalKeys.token("planner", "acme", "alice")).post(CALL)
                .then().statusCode(401);
    }

    @Test
    void theGatewaysTokenForThisServiceIsAccepted() {
        call().header("Authorization", "Bearer " + TestInternalKeys.token("text-analysis", "acme", "alice")).post(CALL)
                .then().statusCode(200).body(containsString("sentenceCount"));
    }
}

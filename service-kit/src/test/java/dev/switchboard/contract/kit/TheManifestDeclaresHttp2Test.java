package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

/**
 * Quarkus' HTTP server answers h2c with prior knowledge unless told not to, so the kit's manifest declares
 * {@code http2} and the gateway multiplexes calls to the service. That the server does answer a connection opened
 * with the HTTP/2 preface is contract-check's {@code manifest.http2}.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheManifestDeclaresHttp2Test {

    @Test
    void theManifestDeclaresHttp2() {
        given().when().get("/internal/v1/manifest").then().statusCode(200).body("http2", equalTo(true));
    }
}

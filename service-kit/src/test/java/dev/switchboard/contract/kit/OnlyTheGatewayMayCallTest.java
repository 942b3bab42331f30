package dev.switchboard.contract.kit;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service's tools answer only the gateway: a call without the gateway's internal token, with a token for another
 * service, or signed by another key is 401 before anything runs; the manifest stays readable.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OnlyTheGatewayMayCallTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TestHTTPResource("/internal/v1/tools/kitEcho")
    URL echo;

    @TestHTTPResource("/internal/v1/manifest")
    URL manifest;

    private HttpResponse<String> call(String authorization) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(echo.toString()))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers
                        .ofString("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.T_S + "}}"));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCallWithoutTheInternalTokenIsRefused() throws Exception {
        HttpResponse<String> response = call(null);
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.body()).contains("only the gateway may call");
    }

    @Test
    void aTokenForAnotherServiceIsRefused() throws Exception {
        assertThat(call("Bearer " + TestInternalKeys.token("some-other-service", "t", "s")).statusCode()).isEqualTo(401);
    }

    @Test
    void aTokenSignedWithAnotherKeyIsRefused() throws Exception {
        String valid = TestInternalKeys.token("kit-test", "t", "s");
        String forged = valid.substring(0, valid.lastIndexOf('.') + 1) + "AAAA" + valid.substring(valid.lastIndexOf('.') + 5);
        assertThat(call("Bearer " + forged).statusCode()).isEqualTo(401);
        assertThat(call("Bearer not-a-token").statusCode()).isEqualTo(401);
    }

    @Test
    void theGatewaysTokenIsAccepted() throws Exception {
        HttpResponse<String> response = call("Bearer " + TestInternalKeys.token("kit-test", "t", "s"));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("hi");
    }

    @Test
    void theManifestNeedsNoToken() throws Exception {
        assertThat(HTTP.send(HttpRequest.newBuilder(URI.create(manifest.toString())).build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
    }
}

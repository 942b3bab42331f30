package dev.switchboard.gateway.auth;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * With OAuth on and no {@code gateway.public-url} (a local gateway), the protected resource is the loopback address a
 * client used: the metadata (RFC 9728) and the 401 challenge reached at {@code 127.0.0.1} name {@code 127.0.0.1}, at
 * {@code localhost} they name {@code localhost}, as a client that checks the resource against its own URL requires; a
 * token for either is accepted at both. A Host that is not one of those changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutAPublicUrlTheResourceIsTheAddressUsedTest.NoPublicUrl.class)
class WithoutAPublicUrlTheResourceIsTheAddressUsedTest {

    private static final String METADATA = "/.well-known/oauth-protected-resource";
    private static final String CLIENT = "resource-caller";

    @InjectOAuthServer
    MockOAuthServer oauth;

    private static String base(String host) {
        return "http://" + host + ":" + RestAssured.port;
    }

    @Test
    void theMetadataNamesTheAddressItWasReachedAt() {
        for (String host : List.of("127.0.0.1", "localhost")) {
            RestAssured.given().baseUri(base(host)).get(METADATA + "/mcp").then().statusCode(200)
                    .body("resource", equalTo(base(host) + "/mcp"))
                    .body("authorization_servers[0]", equalTo(oauth.issuer()));
            RestAssured.given().baseUri(base(host)).get(METADATA).then().statusCode(200)
                    .body("resource", equalTo(base(host) + "/mcp"));
            RestAssured.given().baseUri(base(host)).get(METADATA + "/sse").then().statusCode(200)
                    .body("resource", equalTo(base(host) + "/sse"));
        }
    }

    @Test
    void theChallengePointsAtTheMetadataOfTheAddressUsed() {
        for (String host : List.of("127.0.0.1", "localhost")) {
            McpTestClient.at(base(host)).modern("tools/list").then().statusCode(401).header("WWW-Authenticate",
                    containsString("resource_metadata=\"" + base(host) + METADATA + "/mcp\""));
        }
    }

    @Test
    void aTokenForEitherLoopbackAddressIsAcceptedAtBoth() {
        for (String used : List.of("127.0.0.1", "localhost")) {
            for (String askedFor : List.of("127.0.0.1", "localhost")) {
                McpTestClient.at(base(used)).withBearer(oauth.tokenFor(CLIENT, base(askedFor) + "/mcp"))
                        .modern("tools/list").then().statusCode(200);
            }
        }
    }

    @Test
    void aTokenForAnotherResourceIsRefused() {
        String otherPort = "http://127.0.0.1:" + (RestAssured.port + 1) + "/mcp";
        McpTestClient.at(base("127.0.0.1")).withBearer(oauth.tokenFor(CLIENT, otherPort)).modern("tools/list").then()
                .statusCode(401);
    }

    @Test
    void anotherHostHeaderGetsTheDefaultNotItsOwn() {
        RestAssured.given().baseUri(base("127.0.0.1")).header("Host", "attacker.example:" + RestAssured.port)
                .get(METADATA + "/mcp").then().statusCode(200)
                .body("resource", equalTo(base("localhost") + "/mcp"));
    }

    /** OAuth on, tenants seeded, no public URL. */
    public static class NoPublicUrl implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.auth.mode", "oauth",
                    "gateway.tenants.seed-file", "src/test/resources/secured-tenants.json");
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(ResourceClients.class));
        }
    }

    /** An authorization server whose client gets the resource it asks for (RFC 8707) as its tokens' audience. */
    public static class ResourceClients implements QuarkusTestResourceLifecycleManager {

        private MockOAuthServer server;

        @Override
        public Map<String, String> start() {
            server = MockOAuthServer.start(Map.of(CLIENT, Map.of("sub", "caller-a", "tenant_id", "tenant-a",
                    "scope", OAuthServerTestResource.ALL_SCOPES, "aud", List.of("${resource}"))));
            return Map.of("gateway.auth.oauth.issuer", server.issuer());
        }

        @Override
        public void inject(TestInjector testInjector) {
            testInjector.injectIntoFields(server,
                    new TestInjector.AnnotatedAndMatchesType(InjectOAuthServer.class, MockOAuthServer.class));
        }

        @Override
        public void stop() {
            if (server != null) {
                server.close();
            }
        }
    }
}

package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static dev.switchboard.gateway.SecuredGateway.admin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * {@code /admin/v1/upstreams}: an upstream is stored where bridges read it, its secrets sealed and never shown, kept
 * when written back redacted; a wrong definition is 400 naming the field and stores nothing; a name a bridge's
 * upstreams file uses is 409.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class UpstreamsAreManagedThroughTheAdminApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NOTES = """
            {"transport":"http","url":"https://notes.example.com/mcp","headers":{"X-Api-Key":"s3cret"},
             "tools":{"deny":["delete_*"]},"callTimeoutMs":20000}""";

    @Inject
    UpstreamStore store;

    private final UpstreamSecrets secrets = new UpstreamSecrets(List.of(SecuredGateway.UPSTREAM_SECRETS_KEY));

    private String storedHeader(String upstream) throws Exception {
        ObjectNode stored = (ObjectNode) JSON.readTree(store.get(upstream).orElseThrow());
        return secrets.opened(upstream, stored).at("/headers/X-Api-Key").asText();
    }

    @Test
    void anUpstreamIsAddedShownRedactedChangedAndRemoved() throws Exception {
        admin().body(NOTES).put("/admin/v1/upstreams/notes").then().statusCode(201)
                .body("name", equalTo("notes")).body("service", equalTo("mcp-bridge"))
                .body("headers.X-Api-Key", equalTo("<redacted>")).body("tools.deny[0]", equalTo("delete_*"))
                .body("updatedBy", equalTo("bootstrap-key"));
        assertThat(store.get("notes").orElseThrow()).doesNotContain("s3cret").contains("sealed:v1:");
        assertThat(storedHeader("notes")).isEqualTo("s3cret");
        admin().get("/admin/v1/upstreams").then().statusCode(200).body("name", hasItem("notes"))
                .body(not(containsString("s3cret")));

        String shown = admin().get("/admin/v1/upstreams/notes").then().statusCode(200).extract().asString();
        ObjectNode changed = ((ObjectNode) JSON.readTree(shown)).put("prefix", "nb");
        admin().body(changed.toString()).put("/admin/v1/upstreams/notes").then().statusCode(200)
                .body("prefix", equalTo("nb")).body("headers.X-Api-Key", equalTo("<redacted>"));
        assertThat(storedHeader("notes")).isEqualTo("s3cret");

        admin().delete("/admin/v1/upstreams/notes").then().statusCode(204);
        admin().get("/admin/v1/upstreams/notes").then().statusCode(404);
        admin().delete("/admin/v1/upstreams/notes").then().statusCode(404);
        assertThat(store.get("notes")).isEmpty();
    }

    @Test
    void aWrongDefinitionIs400NamingTheFieldAndStoresNothing() {
        refused("{\"transport\":\"stdio\",\"command\":\"sh\"}", "transport");
        refused("{\"transport\":\"http\",\"url\":\"ftp://files.example.com\"}", "url");
        refused("{\"transport\":\"grpc\",\"url\":\"https://notes.example.com/mcp\"}", "transport");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"headers\":{\"Content-Type\":"
                + "\"text/plain\"}}", "headers.Content-Type");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"clientCredentials\":{"
                + "\"tokenUrl\":\"https://login.example.com/token\",\"clientId\":\"sb\",\"clientSecretEnv\":"
                + "\"QUARKUS_REDIS_PASSWORD\"}}", "clientCredentials.clientSecretEnv");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"clientCredentials\":{"
                + "\"tokenUrl\":\"https://login.example.com/token\",\"clientId\":\"sb\"}}",
                "clientCredentials.clientSecret");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"tokenExchange\":{"
                + "\"tokenEndpoint\":\"https://login.example.com/token\",\"clientId\":\"sb\",\"clientSecretEnv\":"
                + "\"QUARKUS_REDIS_PASSWORD\",\"audience\":\"notes\"}}", "tokenExchange.clientSecretEnv");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"tokenExchange\":{"
                + "\"tokenEndpoint\":\"https://login.example.com/token\",\"clientId\":\"sb\",\"clientSecret\":"
                + "\"x\"}}", "tokenExchange.audience");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"userOAuth\":{"
                + "\"clientId\":\"sb\",\"clientSecretEnv\":\"QUARKUS_REDIS_PASSWORD\"}}", "userOAuth.clientSecretEnv");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"userOAuth\":{"
                + "\"clientId\":\"sb\",\"tokenEndpoint\":\"https://login.example.com/token\"}}",
                "userOAuth.authorizationEndpoint");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"userOAuth\":{"
                + "\"scope\":\"notes\"}}", "userOAuth.clientId");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"userOAuth\":{"
                + "\"clientId\":\"sb\"},\"tokenExchange\":{\"tokenEndpoint\":\"https://login.example.com/token\","
                + "\"clientId\":\"sb\",\"clientSecret\":\"x\",\"audience\":\"notes\"}}", "userOAuth");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"callTimeoutMs\":0}",
                "callTimeoutMs");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"headers\":{\"X-Api-Key\":"
                + "\"<redacted>\"}}", "headers.X-Api-Key");
        refused("{\"name\":\"other\",\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\"}", "name");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"tenants\":[]}", "tenants");
        refused("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"tenants\":[\"a b\"]}", "tenants");
        admin().body("{\"transport\":\"http\",\"url\":\"https://notes.example.com/mcp\",\"comand\":\"sh\"}")
                .put("/admin/v1/upstreams/refused").then().statusCode(400).body("error", containsString("comand"))
                .body("field", equalTo("comand"));
        admin().body(NOTES).put("/admin/v1/upstreams/Not_A_Name").then().statusCode(400)
                .body("field", equalTo("name"));

        assertThat(store.get("refused")).isEmpty();
    }

    private static void refused(String definition, String field) {
        admin().body(definition).put("/admin/v1/upstreams/refused").then().statusCode(400)
                .body("field", equalTo(field)).body("error", containsString(field + ": "));
    }

    @Test
    void aTokenExchangeSecretIsStoredSealedAndShownRedacted() throws Exception {
        admin().body("""
                {"transport":"http","url":"https://notes.example.com/mcp","tokenExchange":{
                 "tokenEndpoint":"https://login.example.com/token","clientId":"sb","clientSecret":"exchange-s3cret",
                 "audience":"notes-api"}}""").put("/admin/v1/upstreams/exchanging").then().statusCode(201)
                .body("tokenExchange.clientSecret", equalTo("<redacted>"))
                .body("tokenExchange.audience", equalTo("notes-api"));
        String stored = store.get("exchanging").orElseThrow();
        assertThat(stored).doesNotContain("exchange-s3cret");
        assertThat(secrets.opened("exchanging", (ObjectNode) JSON.readTree(stored)).at("/tokenExchange/clientSecret")
                .asText()).isEqualTo("exchange-s3cret");
        admin().delete("/admin/v1/upstreams/exchanging").then().statusCode(204);
    }

    @Test
    void aUserOAuthClientSecretIsStoredSealedAndShownRedacted() throws Exception {
        admin().body("""
                {"transport":"http","url":"https://notes.example.com/mcp","userOAuth":{
                 "clientId":"sb-links","clientSecret":"links-s3cret","scope":"notes.read"}}""")
                .put("/admin/v1/upstreams/linking").then().statusCode(201)
                .body("userOAuth.clientSecret", equalTo("<redacted>")).body("userOAuth.clientId", equalTo("sb-links"))
                .body("userOAuth.scope", equalTo("notes.read"));
        String stored = store.get("linking").orElseThrow();
        assertThat(stored).doesNotContain("links-s3cret");
        assertThat(secrets.opened("linking", (ObjectNode) JSON.readTree(stored)).at("/userOAuth/clientSecret")
                .asText()).isEqualTo("links-s3cret");
        admin().delete("/admin/v1/upstreams/linking").then().statusCode(204);
    }

    @Test
    void anUpstreamForNamedTenantsKeepsThem() {
        admin().body("{\"transport\":\"http\",\"url\":\"https://team.example.com/mcp\",\"tenants\":[\"tenant-a\"]}")
                .put("/admin/v1/upstreams/team").then().statusCode(201).body("tenants", contains("tenant-a"));
        assertThat(store.get("team").orElseThrow()).contains("\"tenants\":[\"tenant-a\"]");
        admin().delete("/admin/v1/upstreams/team").then().statusCode(204);
    }

    @Test
    void aNameOfABridgesUpstreamsFileIs409() {
        store.claimFileNames("mcp-bridge", List.of("everything"), Instant.now().plusSeconds(60));

        admin().body(NOTES).put("/admin/v1/upstreams/everything").then().statusCode(409)
                .body("error", containsString("upstreams file of service 'mcp-bridge'"));
        assertThat(store.get("everything")).isEmpty();
    }

    @Test
    void theUpstreamEndpointsNeedAdminCredentials() {
        RestAssured.given().get("/admin/v1/upstreams").then().statusCode(401);
        RestAssured.given().contentType("application/json").body(NOTES).put("/admin/v1/upstreams/notes").then()
                .statusCode(401);
    }
}

package dev.switchboard.githubsearch.accounts;

import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.githubsearch.GitHubSearchScenario;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import io.vertx.mutiny.redis.client.Response;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every linked-account scenario shares: GitHub's OAuth web flow faked beside its search API, each tenant's links
 * removed before each test, and the steps of a consent round as the gateway and a person's browser take them.
 */
abstract class LinkedAccountScenario extends GitHubSearchScenario {

    static final String TENANT = "acme";
    static final String LINK = "github";
    static final String QUERY = "{\"query\":\"mcp language:java\"}";
    private static final ObjectMapper JSON = new ObjectMapper();

    final FakeGitHubOAuth oauth = new FakeGitHubOAuth(github);

    @Inject
    PendingLinks pending;
    @Inject
    TokenVault vault;

    @BeforeEach
    void noLinks() {
        vault.unlinkTenant(TENANT);
        vault.unlinkTenant(UserOAuthProfile.FALLBACK_TENANT);
        oauth.authorizationPage();
    }

    /** A consent round the service answered with: the URL elicitation and the state to retry with. */
    record Consent(String elicitationId, String url, String message, String requestState) {
    }

    /** A search by {@code subject} of {@code tenant}, whose client takes URL elicitations. */
    static ValidatableResponse searchAs(String tenant, String subject, String arguments) {
        return call(tenant, subject, arguments, null, null);
    }

    private static ValidatableResponse call(String tenant, String subject, String arguments, ObjectNode responses,
            String requestState) {
        ObjectNode body = JSON.createObjectNode();
        try {
            body.set("arguments", JSON.readTree(arguments));
        } catch (IOException e) {
            throw new IllegalArgumentException(arguments, e);
        }
        body.putObject("context").put("requestId", "r-1").put("tenant", tenant).put("subject", subject)
                .putObject("clientCapabilities").putObject("elicitation").putObject("url");
        if (responses != null) {
            body.set("inputResponses", responses);
        }
        if (requestState != null) {
            body.put("requestState", requestState);
        }
        return given().contentType(ContentType.JSON).body(body.toString()).when()
                .post("/internal/v1/tools/searchRepositories").then().log().ifValidationFails();
    }

    /** The first search of a user without a link: it must ask for one. */
    static Consent asked(String tenant, String subject) {
        JsonPath answer = searchAs(tenant, subject, QUERY).statusCode(200).extract().jsonPath();
        assertThat(answer.getString("resultType")).isEqualTo("input_required");
        String key = "inputRequests.link-" + LINK;
        assertThat(answer.getString(key + ".method")).isEqualTo("elicitation/create");
        assertThat(answer.getString(key + ".params.mode")).isEqualTo("url");
        return new Consent(answer.getString(key + ".params.elicitationId"), answer.getString(key + ".params.url"),
                answer.getString(key + ".params.message"), answer.getString("requestState"));
    }

    /** The person signs in at GitHub as {@code login} and approves; where GitHub sends their browser back to. */
    URI authorized(Consent consent, String login) throws IOException, InterruptedException {
        PendingLink link = pending.find(consent.elicitationId()).orElseThrow();
        try (HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build()) {
            HttpResponse<Void> answer = browser.send(HttpRequest.newBuilder(URI.create(link.authorizationUrl()
                    + "&login=" + login)).GET().build(), HttpResponse.BodyHandlers.discarding());
            assertThat(answer.statusCode()).as("GitHub's authorization page approves").isEqualTo(302);
            return URI.create(answer.headers().firstValue("Location").orElseThrow());
        }
    }

    /** The answer the gateway's callback hands over, signed for the user the link is for. */
    static ValidatableResponse complete(String tenant, String subject, URI back) {
        Map<String, String> answer = query(back);
        ObjectNode body = JSON.createObjectNode().put("state", answer.get("state")).put("code", answer.get("code"));
        return given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + TestInternalKeys.token("github-search", tenant, subject))
                .body(body.toString()).when().post("/internal/v1/links/complete").then().log().ifValidationFails();
    }

    /** The user's retry after agreeing to link. */
    static ValidatableResponse retried(String tenant, String subject, Consent consent) {
        ObjectNode responses = JSON.createObjectNode();
        responses.putObject("link-" + LINK).put("action", "accept");
        return call(tenant, subject, QUERY, responses, consent.requestState());
    }

    /** A whole consent round for {@code subject}, signed in at GitHub as {@code login}; the retry's answer. */
    ValidatableResponse linked(String tenant, String subject, String login) throws Exception {
        Consent consent = asked(tenant, subject);
        complete(tenant, subject, authorized(consent, login)).statusCode(200);
        return retried(tenant, subject, consent);
    }

    LinkedTokens tokensOf(String tenant, String subject) {
        return vault.tokens(new LinkKey(tenant, subject, LINK)).orElseThrow();
    }

    /** The {@code Authorization} headers of the searches GitHub received, in order. */
    List<String> searchedWith() {
        return github.requests().stream().filter(request -> request.getUrl().startsWith("/search/"))
                .map(request -> request.getHeader("Authorization")).toList();
    }

    /** What Redis holds, key by key, as Redis answers for each (hashes, strings, streams, sets and lists in full). */
    String redisContents() {
        StringBuilder contents = new StringBuilder();
        for (String key : redis.key(String.class).keys("*")) {
            Response value = switch (redis.key(String.class).type(key).name()) {
                case "HASH" -> redis.execute("HGETALL", key);
                case "STRING" -> redis.execute("GET", key);
                case "STREAM" -> redis.execute("XRANGE", key, "-", "+");
                case "SET" -> redis.execute("SMEMBERS", key);
                case "LIST" -> redis.execute("LRANGE", key, "0", "-1");
                default -> null;
            };
            contents.append(key).append(" = ").append(value).append('\n');
        }
        return contents.toString();
    }

    /** The query of where GitHub sent the browser back to, decoded. */
    static Map<String, String> query(URI back) {
        return Arrays.stream(back.getRawQuery().split("&")).map(pair -> pair.split("=", 2)).collect(
                Collectors.toMap(pair -> pair[0], pair -> URLDecoder.decode(pair[1], StandardCharsets.UTF_8)));
    }
}

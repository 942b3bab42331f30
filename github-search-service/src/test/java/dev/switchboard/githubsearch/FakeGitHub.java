package dev.switchboard.githubsearch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.config.ConfigProvider;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.client.WireMock;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

/**
 * GitHub as the tests see it: the WireMock server the Quarkus WireMock extension runs in-process, answering with
 * fixtures written in GitHub's documented response format ({@code src/test/resources/github}).
 */
public final class FakeGitHub {

    public static final String SEARCH_PATH = "/search/repositories";

    private final WireMock wiremock;

    private FakeGitHub(WireMock wiremock) {
        this.wiremock = wiremock;
    }

    public static FakeGitHub connect() {
        int port = ConfigProvider.getConfig().getValue("quarkus.wiremock.devservices.port", Integer.class);
        return new FakeGitHub(new WireMock("localhost", port));
    }

    public void reset() {
        wiremock.resetMappings();
        wiremock.resetRequests();
        wiremock.resetScenarios();
    }

    public void stub(MappingBuilder mapping) {
        wiremock.register(mapping);
    }

    /** A stub for the search endpoint (other query parameters and headers are matched by the caller). */
    public static MappingBuilder search() {
        return get(urlPathEqualTo(SEARCH_PATH));
    }

    /** A 200 page from a fixture, with the headers GitHub sends: ETag and a search rate limit with room left. */
    public static ResponseDefinitionBuilder page(String fixture, String etag) {
        return page(fixture, etag, 29, Instant.now().plusSeconds(60));
    }

    /** A 200 page from a fixture, {@code remaining} of 30 searches left until {@code reset}. */
    public static ResponseDefinitionBuilder page(String fixture, String etag, int remaining, Instant reset) {
        return rateLimited(aResponse().withStatus(200), 30, remaining, reset)
                .withHeader("Content-Type", "application/json; charset=utf-8")
                .withHeader("ETag", etag)
                .withBody(fixture(fixture));
    }

    /** Adds GitHub's rate-limit headers for the search resource, resetting a minute from now. */
    public static ResponseDefinitionBuilder rateLimited(ResponseDefinitionBuilder response, int limit, int remaining) {
        return rateLimited(response, limit, remaining, Instant.now().plusSeconds(60));
    }

    /** Adds GitHub's rate-limit headers for the search resource. */
    public static ResponseDefinitionBuilder rateLimited(ResponseDefinitionBuilder response, int limit, int remaining,
            Instant reset) {
        return response
                .withHeader("X-RateLimit-Limit", Integer.toString(limit))
                .withHeader("X-RateLimit-Remaining", Integer.toString(remaining))
                .withHeader("X-RateLimit-Used", Integer.toString(limit - remaining))
                .withHeader("X-RateLimit-Reset", Long.toString(reset.getEpochSecond()))
                .withHeader("X-RateLimit-Resource", "search");
    }

    /** An error answer with one of the error fixtures as body. */
    public static ResponseDefinitionBuilder error(int status, String fixture) {
        return aResponse().withStatus(status)
                .withHeader("Content-Type", "application/json; charset=utf-8")
                .withBody(fixture(fixture));
    }

    /** Every request GitHub received, in order. */
    public List<LoggedRequest> requests() {
        return wiremock.find(anyRequestedFor(anyUrl()));
    }

    public int searches() {
        return requests().size();
    }

    public static String fixture(String name) {
        try (InputStream in = FakeGitHub.class.getResourceAsStream("/github/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No fixture github/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

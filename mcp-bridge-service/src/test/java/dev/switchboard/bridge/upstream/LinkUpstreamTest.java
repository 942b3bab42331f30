package dev.switchboard.bridge.upstream;

import java.net.URI;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.restassured.path.json.JsonPath;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every linked-account test shares: the upstream's authorization server and the upstream for the test class
 * ({@link LinkFixture}), the test's run-time upstream added before each test and removed after it, and the steps of a
 * consent round as the gateway and a person's browser take them.
 */
abstract class LinkUpstreamTest {

    static LinkFixture fixture;

    @Inject
    UpstreamStore store;
    @Inject
    RuntimeUpstreams runtime;
    @Inject
    PendingLinks pending;
    @Inject
    TokenVault vault;

    /** The run-time upstream's name, and the tenant of this test's users (tests never share one). */
    abstract String upstream();

    String tenant() {
        return "tenant-" + upstream();
    }

    @BeforeAll
    static void start() {
        fixture = LinkFixture.start();
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    /** The run-time upstream's definition: by default one whose catalogue the bridge reads with its own credentials. */
    ObjectNode definition() {
        return fixture.definition(upstream());
    }

    /** The exposed tool whose listing says the upstream is offered. */
    String firstListed() {
        return upstream() + "_whoami";
    }

    @BeforeEach
    void addUpstream() {
        BridgeCalls.awaitUpstreams();
        LinkFixture.add(store, upstream(), definition(), firstListed());
    }

    @AfterEach
    void removeUpstream() {
        store.delete(upstream());
        runtime.resync();
        vault.unlinkTenant(tenant());
    }

    /** A consent round the bridge answered with: the URL elicitation and the state to retry with. */
    record Consent(String elicitationId, String url, String message, String requestState) {
    }

    /** A call of the upstream's whoami, answered 200. */
    JsonPath whoami(String subject, JsonNode inputResponses, String requestState) {
        return called(upstream() + "_whoami", subject, inputResponses, requestState);
    }

    /** A call of the exposed tool {@code tool}, answered 200. */
    JsonPath called(String tool, String subject, JsonNode inputResponses, String requestState) {
        ObjectNode body = LinkFixture.call(tenant(), subject, inputResponses, requestState);
        return callTool(tool, body).statusCode(200).extract().jsonPath();
    }

    /** The first call of a user without a link: it must ask for one. */
    Consent asked(String subject) {
        return asked(upstream() + "_whoami", subject);
    }

    /** The first call of {@code tool} by a user without a link: it must ask for one. */
    Consent asked(String tool, String subject) {
        JsonPath answer = called(tool, subject, null, null);
        assertThat(answer.getString("resultType")).isEqualTo("input_required");
        String key = "inputRequests.link-" + upstream();
        assertThat(answer.getString(key + ".method")).isEqualTo("elicitation/create");
        assertThat(answer.getString(key + ".params.mode")).isEqualTo("url");
        return new Consent(answer.getString(key + ".params.elicitationId"), answer.getString(key + ".params.url"),
                answer.getString(key + ".params.message"), answer.getString("requestState"));
    }

    /** What the gateway's consent page and the person's browser do: sign in upstream; where they are sent back to. */
    URI authorized(Consent consent, String upstreamUser) {
        PendingLink link = pending.find(consent.elicitationId()).orElseThrow();
        return MockOAuthServer.signIn(link.authorizationUrl(), upstreamUser);
    }

    /** The user's retry after agreeing to link. */
    JsonPath retried(String subject, Consent consent) {
        return retried(upstream() + "_whoami", subject, consent);
    }

    /** The user's retry of {@code tool} after agreeing to link. */
    JsonPath retried(String tool, String subject, Consent consent) {
        ObjectNode responses = JSON.createObjectNode();
        responses.putObject("link-" + upstream()).put("action", "accept");
        return called(tool, subject, responses, consent.requestState());
    }

    /** A whole consent round: asked, signed in upstream as {@code upstreamUser}, completed, retried. */
    JsonNode linked(String subject, String upstreamUser) throws Exception {
        Consent consent = asked(subject);
        URI back = authorized(consent, upstreamUser);
        LinkFixture.complete(tenant(), subject, LinkFixture.parameter(back, "state"),
                LinkFixture.parameter(back, "code")).statusCode(200);
        return JSON.readTree(retried(subject, consent).getString("content[0].text"));
    }
}

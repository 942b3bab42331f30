package dev.switchboard.bridge.link;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.UpstreamUnavailableException;
import dev.switchboard.bridge.upstream.UserOAuthGrants;
import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * Asks a user to link their account at a {@code userOAuth} upstream, through their MCP client: the call answers
 * {@code input_required} with a URL-mode elicitation (MCP 2025-11-25) whose URL is the gateway's consent page for a
 * pending link. The retry that carries the user's answer waits until the link is made (the browser's round trip
 * through the authorization server may still be under way), then goes on as a first call.
 */
@ApplicationScoped
public class Consents {

    /** The bridge's requestState of a consent round: which link, for whom. */
    private static final String STATE_PREFIX = "bl1.";
    private static final Duration POLL = Duration.ofMillis(200);

    private final PendingLinks pending;
    private final TokenVault vault;
    private final BridgeConfig.UserOAuthSettings settings;
    private final String service;
    private final ObjectMapper json;

    Consents(PendingLinks pending, TokenVault vault, BridgeConfig config, ServiceKitConfig kit, ObjectMapper json) {
        this.pending = pending;
        this.vault = vault;
        this.settings = config.userOAuth();
        this.service = kit.name();
        this.json = json;
    }

    /** Whether {@code requestState} is a consent round's (rather than an open upstream call's). */
    public static boolean isConsentRound(String requestState) {
        return requestState != null && requestState.startsWith(STATE_PREFIX);
    }

    /**
     * The {@code input_required} that asks the caller of {@code context} to link their account at {@code upstream};
     * a tool error when no account can be linked (no vault key, or the authorization server cannot be found).
     */
    public ToolResult askOrRefuse(UpstreamConnection upstream, CallContext context) {
        if (!vault.canLink()) {
            return ToolResult.error("Upstream '" + upstream.name() + "' links each user's account, but the "
                    + "bridge's token vault has no key (switchboard.token-vault.keys); no account can be linked.");
        }
        try {
            return ask(upstream, context);
        } catch (UpstreamUnavailableException e) {
            return ToolResult.error(e.getMessage());
        }
    }

    private InputRequired ask(UpstreamConnection upstream, CallContext context) {
        UserOAuthGrants grants = upstream.linkGrants().orElseThrow();
        String id = PendingLinks.randomValue();
        String state = PendingLinks.randomValue();
        String verifier = PendingLinks.randomValue();
        String authorization = grants.authorizationUrl(state, verifier, settings.callbackUrl());
        LinkKey key = key(upstream.name(), context);
        pending.put(new PendingLink(id, key.tenant(), key.subject(), upstream.name(), service, authorization,
                Instant.now().plus(settings.consentTimeout())), state, verifier);
        ObjectNode params = json.createObjectNode().put("mode", "url").put("elicitationId", id)
                .put("url", settings.connectUrl() + "/" + id)
                .put("message", "Link your account at '" + upstream.name() + "' so that its tools act as you: "
                        + "sign in to Switchboard on the page, then approve access at '" + upstream.name() + "'.");
        ObjectNode round = json.createObjectNode().put("l", id).put("u", upstream.name()).put("t", key.tenant())
                .put("s", key.subject());
        String requestState = STATE_PREFIX
                + Base64.getUrlEncoder().withoutPadding().encodeToString(round.toString().getBytes(
                        StandardCharsets.UTF_8));
        return new InputRequired(Map.of(inputKey(upstream.name()), new InputRequest(InputRequest.ELICITATION, params)),
                requestState);
    }

    /**
     * Waits for the link a consent round asked for. Returns null once it is made; otherwise the message the call
     * fails with (the user declined, or did not finish in time).
     */
    public String awaitLink(String upstream, CallContext context, String requestState,
            Map<String, JsonNode> inputResponses) {
        JsonNode round = decode(requestState);
        LinkKey key = key(upstream, context);
        if (!upstream.equals(round.path("u").asText()) || !key.tenant().equals(round.path("t").asText())
                || !key.subject().equals(round.path("s").asText())) {
            throw ContractException.invalidParams("requestState belongs to another caller or upstream");
        }
        String action = inputResponses.getOrDefault(inputKey(upstream), json.createObjectNode()).path("action")
                .asText("");
        if (!"accept".equals(action)) {
            return "The account at '" + upstream + "' was not linked (the user answered '"
                    + (action.isEmpty() ? "nothing" : action) + "'), so the call was not made. Call the tool again "
                    + "to be asked again.";
        }
        Instant giveUp = Instant.now().plus(settings.linkWait());
        while (vault.tokens(key).isEmpty()) {
            if (Instant.now().isAfter(giveUp)) {
                return "The account at '" + upstream + "' was not linked within " + settings.linkWait().toSeconds()
                        + " s of the user agreeing to; finish the sign-in in the browser, then call the tool again.";
            }
            try {
                Thread.sleep(POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "Interrupted while waiting for the account at '" + upstream + "' to be linked.";
            }
        }
        return null;
    }

    private JsonNode decode(String requestState) {
        try {
            return json.readTree(Base64.getUrlDecoder().decode(requestState.substring(STATE_PREFIX.length())));
        } catch (Exception e) {
            throw ContractException.invalidParams("requestState was not issued by the bridge");
        }
    }

    static LinkKey key(String upstream, CallContext context) {
        return new LinkKey(context.tenant() == null ? "" : context.tenant(), context.subject(), upstream);
    }

    private static String inputKey(String upstream) {
        return "link-" + upstream;
    }
}

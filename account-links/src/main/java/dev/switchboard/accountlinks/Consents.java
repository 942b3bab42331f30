package dev.switchboard.accountlinks;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

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
 * Asks a user to link their account at a target (a {@code userOAuth} upstream, GitHub), through their MCP client: the
 * call answers {@code input_required} with a URL-mode elicitation (MCP 2025-11-25) whose URL is the gateway's consent
 * page for a pending link. The retry that carries the user's answer waits until the link is made (the browser's round
 * trip through the authorization server may still be under way), then goes on as a first call.
 */
@ApplicationScoped
public class Consents {

    /**
     * The requestState of a consent round: which link, for whom. The gateway seals every requestState it hands a
     * client, so this one is plain.
     */
    private static final String STATE_PREFIX = "bl1.";
    private static final Duration POLL = Duration.ofMillis(200);

    private final PendingLinks pending;
    private final TokenVault vault;
    private final ConsentSettings settings;
    private final String service;
    private final ObjectMapper json;

    Consents(PendingLinks pending, TokenVault vault, ConsentSettings settings, ServiceKitConfig kit,
            ObjectMapper json) {
        this.pending = pending;
        this.vault = vault;
        this.settings = settings;
        this.service = kit.name();
        this.json = json;
    }

    /** Whether {@code requestState} is a consent round's (rather than, say, an open upstream call's). */
    public static boolean isConsentRound(String requestState) {
        return requestState != null && requestState.startsWith(STATE_PREFIX);
    }

    /**
     * The {@code input_required} that asks the caller of {@code context} to link their account at {@code grants}'
     * target; a tool error when no account can be linked (no vault key, or the authorization server cannot be found).
     *
     * @param why what happened to a previous link (it was revoked, say), or null when the user never had one
     */
    public ToolResult askOrRefuse(AccountGrants grants, CallContext context, String why) {
        try {
            return ask(grants, context, why);
        } catch (LinkUnavailableException e) {
            return ToolResult.error(e.getMessage());
        }
    }

    /**
     * The {@code input_required} that asks the caller of {@code context} to link their account at {@code grants}'
     * target, for a request without {@code isError} (a prompt or a resource read).
     *
     * @throws LinkUnavailableException when no account can be linked (no vault key, or the authorization server
     *         cannot be found), with the message to fail the request with
     */
    public InputRequired ask(AccountGrants grants, CallContext context, String why) {
        if (!vault.canLink()) {
            throw new LinkUnavailableException("'" + grants.target() + "' links each user's account, but this "
                    + "service's token vault has no key (switchboard.token-vault.keys); no account can be linked.");
        }
        String target = grants.target();
        String id = PendingLinks.randomValue();
        String state = PendingLinks.randomValue();
        String verifier = PendingLinks.randomValue();
        String authorization = grants.authorizationUrl(state, verifier, settings.callbackUrl());
        LinkKey key = key(target, context);
        pending.put(new PendingLink(id, key.tenant(), key.subject(), target, service, authorization,
                Instant.now().plus(settings.consentTimeout())), state, verifier);
        ObjectNode params = json.createObjectNode().put("mode", "url").put("elicitationId", id)
                .put("url", settings.connectUrl() + "/" + id)
                .put("message", (why == null ? "" : why + " ") + "Link your account at '" + target + "' so that "
                        + "its tools act as you: sign in to Switchboard on the page, then approve access at '"
                        + target + "'.");
        ObjectNode round = json.createObjectNode().put("l", id).put("u", target).put("t", key.tenant())
                .put("s", key.subject());
        String requestState = STATE_PREFIX
                + Base64.getUrlEncoder().withoutPadding().encodeToString(round.toString().getBytes(
                        StandardCharsets.UTF_8));
        return new InputRequired(Map.of(inputKey(target), new InputRequest(InputRequest.ELICITATION, params)),
                requestState);
    }

    /**
     * Waits for the link to {@code target} a consent round asked for. Returns null once it is made; otherwise the
     * message the request fails with (the user declined, or did not finish in time).
     */
    public String awaitLink(String target, CallContext context, String requestState,
            Map<String, JsonNode> inputResponses) {
        JsonNode round = decode(requestState);
        LinkKey key = key(target, context);
        if (!target.equals(round.path("u").asText()) || !key.tenant().equals(round.path("t").asText())
                || !key.subject().equals(round.path("s").asText())) {
            throw ContractException.invalidParams("requestState belongs to another caller or target");
        }
        String action = inputResponses.getOrDefault(inputKey(target), json.createObjectNode()).path("action")
                .asText("");
        if (!"accept".equals(action)) {
            return "The account at '" + target + "' was not linked (the user answered '"
                    + (action.isEmpty() ? "nothing" : action) + "'), so the request was not made. Make it again "
                    + "to be asked again.";
        }
        Instant giveUp = Instant.now().plus(settings.linkWait());
        while (vault.tokens(key).isEmpty()) {
            if (Instant.now().isAfter(giveUp)) {
                return "The account at '" + target + "' was not linked within " + settings.linkWait().toSeconds()
                        + " s of the user agreeing to; finish the sign-in in the browser, then make the request again.";
            }
            try {
                Thread.sleep(POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "Interrupted while waiting for the account at '" + target + "' to be linked.";
            }
        }
        return null;
    }

    private JsonNode decode(String requestState) {
        try {
            return json.readTree(Base64.getUrlDecoder().decode(requestState.substring(STATE_PREFIX.length())));
        } catch (Exception e) {
            throw ContractException.invalidParams("requestState was not issued by this service");
        }
    }

    static LinkKey key(String target, CallContext context) {
        return new LinkKey(context.tenant() == null ? "" : context.tenant(), context.subject(), target);
    }

    private static String inputKey(String target) {
        return "link-" + target;
    }
}

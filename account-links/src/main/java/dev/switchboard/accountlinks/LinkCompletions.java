package dev.switchboard.accountlinks;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.kit.InternalAuthConfig;
import dev.switchboard.contract.kit.InternalCaller;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.sessionstore.vault.TokenVault;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * {@code POST /internal/v1/links/complete} {@code {state, code}} (or {@code {state, error}}): the gateway hands over
 * what the target's authorization server sent to its callback, so the code is redeemed here and the tokens never
 * leave the service that asked for the link ({@link LinkTargets} finds its grants). The state is taken once: unknown, expired
 * or used, it is refused (400). Its link must belong to the
 * caller the gateway signed this request for (403 otherwise, and the state is spent). The answer names the link and
 * the elicitation it finishes, never a token.
 */
@ApplicationScoped
public class LinkCompletions {

    public static final String PATH = InternalPaths.ROOT + "/links/complete";
    private static final int MAX_BODY = 16 * 1024;
    private static final Logger LOG = Logger.getLogger(LinkCompletions.class);

    private final PendingLinks pending;
    private final TokenVault vault;
    private final LinkTargets targets;
    private final LinkAudit audit;
    private final InternalAuthConfig auth;
    private final ConsentSettings settings;
    private final ObjectMapper json;

    LinkCompletions(PendingLinks pending, TokenVault vault, LinkTargets targets, LinkAudit audit,
            InternalAuthConfig auth, ConsentSettings settings, ObjectMapper json) {
        this.pending = pending;
        this.vault = vault;
        this.targets = targets;
        this.audit = audit;
        this.auth = auth;
        this.settings = settings;
        this.json = json;
    }

    void install(@Observes Router router) {
        router.post(PATH).handler(BodyHandler.create(false).setBodyLimit(MAX_BODY))
                .blockingHandler(this::complete, false);
    }

    private void complete(RoutingContext ctx) {
        JsonNode body;
        try {
            body = json.readTree(ctx.body().asString());
        } catch (JsonProcessingException | RuntimeException e) {
            body = null;
        }
        String state = body == null ? "" : body.path("state").asText("");
        if (state.isEmpty()) {
            refuse(ctx, 400, "the body must be a JSON object with the authorization answer's state");
            return;
        }
        Optional<PendingLinks.Taken> taken = pending.take(state);
        if (taken.isEmpty()) {
            refuse(ctx, 400, "the state is unknown, expired or already used; ask for a new link by calling the tool "
                    + "again");
            return;
        }
        var link = taken.get().link();
        InternalCaller caller = ctx.get(InternalCaller.KEY);
        if (auth.enabled() && (caller == null || !link.tenant().equals(caller.tenant() == null ? "" : caller.tenant())
                || !link.subject().equals(caller.subject()))) {
            LOG.warnf("A link of tenant '%s' at '%s' was completed for another user; refused", link.tenant(),
                    link.upstream());
            refuse(ctx, 403, "this link was asked for another user");
            return;
        }
        String error = body.path("error").asText("");
        String code = body.path("code").asText("");
        if (!error.isEmpty() || code.isEmpty()) {
            refuse(ctx, 400, "the authorization server did not grant access ("
                    + (error.isEmpty() ? "no code" : error) + "); nothing was linked");
            return;
        }
        Optional<AccountGrants> grants = targets.grants(link.upstream());
        if (grants.isEmpty()) {
            refuse(ctx, 404, "'" + link.upstream() + "' is not served here, or does not link accounts");
            return;
        }
        LinkedTokens tokens;
        try {
            tokens = grants.get().redeem(code, taken.get().codeVerifier(), settings.callbackUrl());
        } catch (LinkUnavailableException e) {
            refuse(ctx, 502, e.getMessage());
            return;
        }
        vault.link(link.key(), tokens);
        audit.record(link.key(), LinkAudit.LINKED, null);
        ObjectNode answer = json.createObjectNode().put("tenant", link.tenant()).put("subject", link.subject())
                .put("upstream", link.upstream()).put("elicitationId", link.id());
        ctx.response().setStatusCode(200).putHeader("Content-Type", "application/json").end(answer.toString());
    }

    private void refuse(RoutingContext ctx, int status, String message) {
        String body = json.valueToTree(new ContractError(ContractError.INVALID_PARAMS, "Link not made: " + message,
                null)).toString();
        ctx.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body);
    }
}

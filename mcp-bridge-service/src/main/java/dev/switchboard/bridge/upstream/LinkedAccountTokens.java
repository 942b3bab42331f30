package dev.switchboard.bridge.upstream;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.bridge.audit.LinkAudit;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * The tokens of each caller's linked account at one {@code userOAuth} upstream, read from the token vault on every
 * request, so an unlink takes effect on every replica at once. A token about to expire, or one the upstream refused,
 * is refreshed once across replicas ({@link TokenVault#refresh}); a refresh the authorization server refuses with
 * {@code invalid_grant} removes the link, and the caller is asked to link again.
 */
final class LinkedAccountTokens implements CallerTokens {

    private final String upstream;
    private final UserOAuthGrants grants;
    private final TokenVault vault;
    private final LinkAudit audit;
    private final Duration refreshAhead;
    private final Clock clock;
    /**
     * Callers whose token the upstream refused: their next token is a refreshed one. Bounded, and forgotten after a
     * while, so callers that never come back cost nothing (a forgotten mark only means the next call tries the stored
     * token once more).
     */
    private final Cache<Caller, Boolean> refused = Caffeine.newBuilder().maximumSize(100_000)
            .expireAfterWrite(Duration.ofMinutes(10)).build();

    LinkedAccountTokens(UserOAuthGrants grants, TokenVault vault, LinkAudit audit, Duration refreshAhead,
            Clock clock) {
        this.upstream = grants.upstream();
        this.grants = grants;
        this.vault = vault;
        this.audit = audit;
        this.refreshAhead = refreshAhead;
        this.clock = clock;
    }

    @Override
    public String token(Caller caller, String subjectToken) {
        LinkKey key = new LinkKey(caller.tenant() == null ? "" : caller.tenant(), caller.subject(), upstream);
        LinkedTokens tokens = vault.tokens(key).orElseThrow(() -> required(null));
        boolean wasRefused = refused.asMap().remove(caller) != null;
        if (!wasRefused && !tokens.expiresWithin(refreshAhead, clock.instant())) {
            return tokens.accessToken();
        }
        if (tokens.refreshToken() == null) {
            if (wasRefused || tokens.expiresWithin(Duration.ZERO, clock.instant())) {
                vault.unlink(key);
                audit.record(key, LinkAudit.UNLINKED, "the access token expired and no refresh token was given");
                throw required("the linked account's token expired");
            }
            return tokens.accessToken();
        }
        return refreshed(key, tokens).accessToken();
    }

    private LinkedTokens refreshed(LinkKey key, LinkedTokens stale) {
        Optional<LinkedTokens> fresh;
        try {
            fresh = vault.refresh(key, stale, grants::refresh);
        } catch (UserOAuthGrants.GrantRevokedException e) {
            vault.unlink(key);
            audit.record(key, LinkAudit.REFRESH_FAILED, "invalid_grant");
            audit.record(key, LinkAudit.UNLINKED, "the authorization server refused the refresh (invalid_grant)");
            throw required("the authorization server no longer honours the link");
        } catch (RuntimeException e) {
            audit.record(key, LinkAudit.REFRESH_FAILED, e.getMessage());
            throw e;
        }
        return fresh.orElseThrow(() -> required(null));
    }

    @Override
    public void invalidate(Caller caller) {
        refused.put(caller, Boolean.TRUE);
    }

    @Override
    public String kind() {
        return "linked account's token";
    }

    @Override
    public String acceptance() {
        return "the tokens its authorization server issues to the bridge's client for a linked user";
    }

    private LinkRequiredException required(String why) {
        return new LinkRequiredException(upstream, "Upstream '" + upstream + "' acts for each user with their own "
                + "linked account, and " + (why == null ? "this user has not linked one" : why)
                + "; the user must link it (the call asks them to).");
    }
}

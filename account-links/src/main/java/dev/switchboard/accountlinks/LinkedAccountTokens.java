package dev.switchboard.accountlinks;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * The tokens of each user's linked account at one target, read from the token vault on every request, so an unlink
 * takes effect on every replica at once. A token about to expire, or one the target refused, is refreshed once across
 * replicas ({@link TokenVault#refresh}); a refresh the authorization server refuses as a dead grant removes the link,
 * and the user is asked to link again. A token that never expires and comes without a refresh token (a GitHub OAuth
 * app's) is used until the target refuses it.
 */
public final class LinkedAccountTokens {

    private final String target;
    private final AccountGrants grants;
    private final TokenVault vault;
    private final LinkAudit audit;
    private final Duration refreshAhead;
    private final Clock clock;
    /**
     * Links whose token the target refused: their next token is a refreshed one. Bounded, and forgotten after a while,
     * so users that never come back cost nothing (a forgotten mark only means the next call tries the stored token
     * once more).
     */
    private final Cache<LinkKey, Boolean> refused = Caffeine.newBuilder().maximumSize(100_000)
            .expireAfterWrite(Duration.ofMinutes(10)).build();

    public LinkedAccountTokens(AccountGrants grants, TokenVault vault, LinkAudit audit, Duration refreshAhead,
            Clock clock) {
        this.target = grants.target();
        this.grants = grants;
        this.vault = vault;
        this.audit = audit;
        this.refreshAhead = refreshAhead;
        this.clock = clock;
    }

    /** The key of {@code subject}'s link of {@code tenant} (null: the default tenant, {@code ""}) at the target. */
    public LinkKey key(String tenant, String subject) {
        return new LinkKey(tenant == null ? "" : tenant, subject, target);
    }

    /**
     * The user's access token, refreshed first when it is about to expire or was refused.
     *
     * @throws LinkRequiredException when the user has no usable link
     * @throws LinkUnavailableException when a refresh cannot be had, with a message to show
     */
    public String token(LinkKey key) {
        LinkedTokens tokens = vault.tokens(key).orElseThrow(() -> required(null));
        boolean wasRefused = refused.asMap().remove(key) != null;
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
        } catch (GrantRevokedException e) {
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

    /** The target refused the user's token: the next {@link #token} is a refreshed one. */
    public void invalidate(LinkKey key) {
        refused.put(key, Boolean.TRUE);
    }

    /**
     * The target refused the user's token for good (revoked): the link is removed and audited with {@code reason},
     * and the returned exception asks the user to link again.
     */
    public LinkRequiredException revoked(LinkKey key, String reason) {
        refused.invalidate(key);
        if (vault.unlink(key)) {
            audit.record(key, LinkAudit.UNLINKED, reason);
        }
        return required(reason);
    }

    private LinkRequiredException required(String why) {
        return new LinkRequiredException(target, "'" + target + "' acts for each user with their own linked "
                + "account, and " + (why == null ? "this user has not linked one" : why)
                + "; the user must link it (the call asks them to).");
    }
}

package dev.switchboard.bridge.upstream;

import dev.switchboard.accountlinks.LinkRequiredException;
import dev.switchboard.accountlinks.LinkUnavailableException;

/**
 * Where a caller session's bearer tokens come from: a token exchanged for the caller ({@link ExchangedTokens}) or the
 * caller's linked account ({@link LinkedCallerTokens}). Errors name the upstream and what to do, never a token.
 */
interface CallerTokens {

    /**
     * The caller's token for the upstream, fetched, exchanged or refreshed as needed.
     *
     * @param subjectToken the gateway's internal token of the caller's latest call (token exchange uses it)
     * @throws LinkRequiredException when the caller has no usable link to the upstream
     * @throws UpstreamUnavailableException when a token cannot be had, with a message to show (or a
     *         {@link LinkUnavailableException}, for a linked account)
     */
    String token(Caller caller, String subjectToken);

    /** The upstream refused the caller's token: the next request gets a new one. */
    void invalidate(Caller caller);

    /** What the token is ("exchanged token"), for the message when the upstream refuses a caller's session. */
    String kind();

    /** What the upstream must accept, for the message when it refuses a caller's session. */
    String acceptance();
}

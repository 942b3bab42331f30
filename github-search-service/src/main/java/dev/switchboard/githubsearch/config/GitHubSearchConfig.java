package dev.switchboard.githubsearch.config;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

/** How the service reaches GitHub and caches its answers. */
@ConfigMapping(prefix = "github")
public interface GitHubSearchConfig {

    /**
     * Base URL of GitHub's REST API ({@code GITHUB_API_URL}): {@code https://api.github.com}, or
     * {@code https://HOST/api/v3} for GitHub Enterprise Server.
     */
    String apiUrl();

    /** Default token ({@code GITHUB_TOKEN}); without one, searches are anonymous (10 per minute per IP). */
    Optional<String> token();

    /** Tokens of individual tenants ({@code github.tenant-tokens.<tenant>}); other tenants use {@link #token()}. */
    Map<String, String> tenantTokens();

    /** {@code User-Agent} sent to GitHub ({@code GITHUB_USER_AGENT}); GitHub asks for one naming the application. */
    String userAgent();

    Cache cache();

    @WithName("user-oauth")
    UserOAuth userOAuth();

    /**
     * Searches as the user: each user links their own GitHub account once, through their MCP client, and searches with
     * its token. On when {@link #clientId()} is set. Tenants whose rule allows it fall back to the tenant's token for
     * users without a link; the others' users are asked to link.
     */
    interface UserOAuth {

        /**
         * The client id of the GitHub OAuth app (or GitHub App) users authorize; unset: no one links an account, and
         * every search uses the tenant's token.
         */
        Optional<String> clientId();

        /** The app's client secret; give it here or through {@link #clientSecretEnv()}, not both. */
        Optional<String> clientSecret();

        /** The name of the environment variable holding the app's client secret. */
        Optional<String> clientSecretEnv();

        /**
         * The scopes asked for, space-separated (an OAuth app's, such as {@code repo} to search private repositories);
         * unset: none, so searches see what the user's public access sees. A GitHub App ignores it.
         */
        Optional<String> scope();

        /** GitHub's authorization page; a GitHub Enterprise Server has its own. */
        @WithDefault("https://github.com/login/oauth/authorize")
        String authorizeUrl();

        /** GitHub's token endpoint, where codes are redeemed and GitHub App user tokens refreshed. */
        @WithDefault("https://github.com/login/oauth/access_token")
        String tokenUrl();

        /**
         * The name users' links carry in the token vault, in the consent message and in the admin API's list of
         * links; it must differ from the name of every bridge upstream that links accounts.
         */
        @WithDefault("github")
        String linkName();

        /** The rule of tenants without one of their own in {@link #tenantRules()}. */
        @WithDefault("require-link")
        LinkRule defaultRule();

        /**
         * A tenant's rule: {@code require-link} (a user without a link is asked to make one) or
         * {@code allow-fallback} (a user without a link searches with the tenant's token, and is not asked).
         */
        Map<String, LinkRule> tenantRules();

        /** The gateway's consent page; a user is sent to {@code <connect-url>/<id>}. */
        @WithDefault("http://127.0.0.1:8080/links/connect")
        String connectUrl();

        /** The redirect URI registered with the GitHub app: the gateway's callback. */
        @WithDefault("http://127.0.0.1:8080/links/callback")
        String callbackUrl();

        /** How long a user has to finish linking after being asked. */
        @WithDefault("10m")
        Duration consentTimeout();

        /**
         * How long a search retried after the user agreed to link waits for the link to be finished; keep it below
         * the tool's timeout.
         */
        @WithDefault("30s")
        Duration linkWait();

        /** A linked account's expiring token (a GitHub App's, valid 8 hours) is refreshed this long before it expires. */
        @WithDefault("60s")
        Duration refreshAhead();
    }

    /** What a tenant's users without a linked GitHub account search with. */
    enum LinkRule {

        /** Nothing: they are asked to link their account first. */
        REQUIRE_LINK,

        /** The tenant's token (or the default one), and they are not asked. */
        ALLOW_FALLBACK
    }

    /** Search result caching. */
    interface Cache {

        /** How long a cached page is served without asking GitHub. */
        @WithDefault("5m")
        Duration ttl();

        /**
         * How long a page is kept after it was fetched: past {@link #ttl()} it is revalidated with its ETag, and it
         * answers (marked stale) while GitHub is rate-limited or unreachable. Never shorter than the TTL.
         */
        @WithDefault("1h")
        Duration retain();
    }
}

package dev.switchboard.githubsearch.accounts;

import java.net.http.HttpClient;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.AccountGrants;
import dev.switchboard.accountlinks.LinkAudit;
import dev.switchboard.accountlinks.LinkRequiredException;
import dev.switchboard.accountlinks.LinkTargets;
import dev.switchboard.accountlinks.LinkUnavailableException;
import dev.switchboard.accountlinks.LinkedAccountTokens;
import dev.switchboard.accountlinks.OAuthClient;
import dev.switchboard.accountlinks.OAuthEndpoints;
import dev.switchboard.contract.CallContext;
import dev.switchboard.githubsearch.config.GitHubSearchConfig;
import dev.switchboard.githubsearch.config.GitHubSearchConfig.LinkRule;
import dev.switchboard.githubsearch.credentials.GitHubCredential;
import dev.switchboard.githubsearch.credentials.TenantCredentials;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * Whose GitHub account a search runs as ({@code github.user-oauth}). With a client id configured, a user who linked
 * their account searches with its token, refreshed ahead of expiry when it expires (a GitHub App's user token); a user
 * without a link searches with the tenant's token where the tenant's rule allows it, and is otherwise asked to link.
 * Without a client id every search uses the tenant's token, as before. Tokens stay in the token vault, sealed.
 */
@ApplicationScoped
public class GitHubAccounts implements LinkTargets {

    private static final Logger LOG = Logger.getLogger(GitHubAccounts.class);

    private final TenantCredentials tenants;
    private final String linkName;
    private final LinkRule defaultRule;
    private final Map<String, LinkRule> rules;
    private final AccountGrants grants;
    private final LinkedAccountTokens tokens;

    GitHubAccounts(GitHubSearchConfig config, TenantCredentials tenants, TokenVault vault, LinkAudit audit,
            ObjectMapper json, Clock clock) {
        GitHubSearchConfig.UserOAuth settings = config.userOAuth();
        this.tenants = tenants;
        this.linkName = settings.linkName();
        this.defaultRule = settings.defaultRule();
        this.rules = Map.copyOf(settings.tenantRules());
        Optional<String> clientId = settings.clientId().filter(id -> !id.isBlank());
        if (clientId.isEmpty()) {
            this.grants = null;
            this.tokens = null;
            return;
        }
        OAuthClient client = new OAuthClient(clientId.get(), secret(settings), settings.scope().orElse(null), null);
        OAuthEndpoints endpoints = new OAuthEndpoints(settings.authorizeUrl(), settings.tokenUrl());
        this.grants = new AccountGrants(linkName, client, () -> endpoints, HttpClient.newHttpClient(), json, clock);
        this.tokens = new LinkedAccountTokens(grants, vault, audit, settings.refreshAhead(), clock);
        if (!vault.canLink()) {
            LOG.warnf("github.user-oauth.client-id is set, but the token vault has no key "
                    + "(switchboard.token-vault.keys): no user can link a GitHub account");
        }
        LOG.infof("Users link their GitHub accounts as '%s' through %s; tenants' rules: %s, others %s", linkName,
                settings.authorizeUrl(), rules.isEmpty() ? "none" : rules, defaultRule);
    }

    private static String secret(GitHubSearchConfig.UserOAuth settings) {
        Optional<String> direct = settings.clientSecret().filter(secret -> !secret.isBlank());
        Optional<String> variable = settings.clientSecretEnv().filter(name -> !name.isBlank());
        if (direct.isPresent() && variable.isPresent()) {
            throw new IllegalStateException("github.user-oauth takes at most one of client-secret and "
                    + "client-secret-env");
        }
        if (variable.isPresent()) {
            String value = System.getenv(variable.get());
            if (value == null || value.isBlank()) {
                throw new IllegalStateException("github.user-oauth.client-secret-env names " + variable.get()
                        + ", which is not set");
            }
            return value;
        }
        return direct.orElse(null);
    }

    /** The grants users link their accounts through, when linking is on. */
    public Optional<AccountGrants> grants() {
        return Optional.ofNullable(grants);
    }

    @Override
    public Optional<AccountGrants> grants(String target) {
        return linkName.equals(target) ? grants() : Optional.empty();
    }

    /** The name links carry ({@code github.user-oauth.link-name}). */
    public String linkName() {
        return linkName;
    }

    /** What the caller of {@code context} searches with. */
    public CredentialChoice choose(CallContext context) {
        String tenant = context == null ? null : context.tenant();
        if (tokens == null || context == null || context.subject() == null) {
            return tenantsOwn(tenant, List.of());
        }
        LinkKey key = tokens.key(tenant, context.subject());
        try {
            return new CredentialChoice.Search(GitHubCredential.ofToken(tokens.token(key), label(key)), key,
                    List.of());
        } catch (LinkRequiredException e) {
            return rule(tenant) == LinkRule.ALLOW_FALLBACK ? tenantsOwn(tenant, List.of())
                    : new CredentialChoice.AskToLink(null);
        } catch (LinkUnavailableException e) {
            return new CredentialChoice.Refuse(e.getMessage());
        }
    }

    /**
     * GitHub refused the linked account's token (HTTP 401: revoked, or the app's authorization withdrawn): the link is
     * removed, and the caller is asked to link again, or searches with the tenant's token where the rule allows it.
     */
    public CredentialChoice revoked(LinkKey link, String reason) {
        String account = "the GitHub account " + link.subject() + " linked";
        tokens.revoked(link, "GitHub refused " + account + " (HTTP 401: " + reason + ")");
        String why = "GitHub no longer accepts " + account + " (HTTP 401: " + reason + "), so the link was removed.";
        if (rule(link.tenant()) == LinkRule.ALLOW_FALLBACK) {
            return tenantsOwn(link.tenant().isEmpty() ? null : link.tenant(),
                    List.of(why + " This search used the tenant's token; link the account again to search as "
                            + "yourself."));
        }
        return new CredentialChoice.AskToLink(why);
    }

    private CredentialChoice tenantsOwn(String tenant, List<String> notes) {
        return new CredentialChoice.Search(tenants.forTenant(tenant), null, notes);
    }

    private LinkRule rule(String tenant) {
        return rules.getOrDefault(tenant == null ? "" : tenant, defaultRule);
    }

    private static String label(LinkKey key) {
        return "the GitHub account " + key.subject() + " linked";
    }
}

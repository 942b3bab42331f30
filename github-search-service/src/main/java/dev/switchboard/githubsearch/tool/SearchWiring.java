package dev.switchboard.githubsearch.tool;

import java.time.Clock;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.accountlinks.ConsentSettings;
import dev.switchboard.githubsearch.config.GitHubSearchConfig;
import dev.switchboard.githubsearch.credentials.TenantCredentials;
import dev.switchboard.githubsearch.search.CachePolicy;
import dev.switchboard.githubsearch.search.RepositorySearch;
import dev.switchboard.githubsearch.search.SearchBackend;
import dev.switchboard.githubsearch.search.SearchStore;
import io.quarkus.arc.DefaultBean;

/** Builds the plain-Java search from configuration and the GitHub and Redis adapters. */
public class SearchWiring {

    private static final Logger LOG = Logger.getLogger(SearchWiring.class);

    @Produces
    @Singleton
    @DefaultBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Produces
    @Singleton
    TenantCredentials tenantCredentials(GitHubSearchConfig config) {
        return new TenantCredentials(config.token(), config.tenantTokens());
    }

    /** How users are asked to link their GitHub accounts ({@code github.user-oauth}). */
    @Produces
    @Singleton
    ConsentSettings consentSettings(GitHubSearchConfig config) {
        GitHubSearchConfig.UserOAuth settings = config.userOAuth();
        return new ConsentSettings(settings.connectUrl(), settings.callbackUrl(), settings.consentTimeout(),
                settings.linkWait());
    }

    @Produces
    @Singleton
    RepositorySearch repositorySearch(SearchBackend backend, SearchStore store, TenantCredentials credentials,
            GitHubSearchConfig config, Clock clock) {
        CachePolicy policy = new CachePolicy(config.cache().ttl(), config.cache().retain());
        String tenants = String.join(", ", credentials.tenantsWithOwnToken());
        LOG.infof("Searching GitHub at %s as %s with %s (tenants with a token of their own: %s); results fresh "
                + "for %s, kept for %s", backend.origin(), config.userAgent(), credentials.fallback().label(),
                tenants.isEmpty() ? "none" : tenants, policy.freshFor(), policy.keepFor());
        return new RepositorySearch(backend, store, policy, clock);
    }
}

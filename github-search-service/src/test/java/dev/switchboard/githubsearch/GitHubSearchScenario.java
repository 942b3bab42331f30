package dev.switchboard.githubsearch;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;

import io.quarkus.redis.datasource.RedisDataSource;
import io.smallrye.faulttolerance.api.CircuitBreakerMaintenance;

/**
 * Common ground for the tool scenarios: GitHub faked by WireMock, real Redis, a movable clock. Each test starts with
 * no stubs, no recorded requests, an empty search cache, no rate-limit block and a closed circuit breaker.
 */
public abstract class GitHubSearchScenario {

    protected final FakeGitHub github = FakeGitHub.connect();

    @Inject
    protected MovableClock clock;

    @Inject
    protected RedisDataSource redis;

    @BeforeEach
    void startFromScratch() {
        github.reset();
        clock.reset();
        for (String key : redis.key().keys("sb:cache:github-search:*")) {
            redis.key().del(key);
        }
        CircuitBreakerMaintenance.get().resetAll();
    }
}

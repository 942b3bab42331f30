package dev.switchboard.githubsearch.github;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.switchboard.githubsearch.search.LimitKind;
import dev.switchboard.githubsearch.search.RateLimitBlock;

import static org.assertj.core.api.Assertions.assertThat;

class RateLimitHeadersFollowGitHubsRulesTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    @Test
    void aSuccessWithRequestsLeftBlocksNothing() {
        RateLimitHeaders headers = RateLimitHeaders.of(reply(200, "29", reset(60), null), NOW);

        assertThat(headers.exhausted(NOW)).isEmpty();
    }

    @Test
    void theLastRequestBlocksUntilTheReset() {
        RateLimitHeaders headers = RateLimitHeaders.of(reply(200, "0", reset(42), null), NOW);

        assertThat(headers.exhausted(NOW)).contains(new RateLimitBlock(LimitKind.PRIMARY, NOW.plusSeconds(42)));
    }

    @Test
    void aPrimaryLimitWaitsForTheLaterOfResetAndRetryAfter() {
        assertThat(RateLimitHeaders.of(reply(403, "0", reset(42), null), NOW).limit(403, "API rate limit", NOW))
                .contains(new RateLimitBlock(LimitKind.PRIMARY, NOW.plusSeconds(42)));
        assertThat(RateLimitHeaders.of(reply(429, "0", reset(42), "90"), NOW).limit(429, "", NOW))
                .contains(new RateLimitBlock(LimitKind.PRIMARY, NOW.plusSeconds(90)));
    }

    @Test
    void retryAfterWithRequestsLeftIsASecondaryLimit() {
        assertThat(RateLimitHeaders.of(reply(403, "12", reset(60), "120"), NOW).limit(403, "secondary", NOW))
                .contains(new RateLimitBlock(LimitKind.SECONDARY, NOW.plusSeconds(120)));
        assertThat(RateLimitHeaders.of(reply(403, null, null, "Sun, 01 Mar 2026 12:05:00 GMT"), NOW)
                .limit(403, "", NOW))
                .contains(new RateLimitBlock(LimitKind.SECONDARY, NOW.plusSeconds(300)));
    }

    @Test
    void aRateLimitMessageOrA429WithoutHeadersWaitsAMinute() {
        assertThat(RateLimitHeaders.of(reply(403, null, null, null), NOW)
                .limit(403, "You have exceeded a secondary rate limit.", NOW))
                .contains(new RateLimitBlock(LimitKind.SECONDARY, NOW.plusSeconds(60)));
        assertThat(RateLimitHeaders.of(reply(429, null, null, null), NOW).limit(429, "", NOW))
                .contains(new RateLimitBlock(LimitKind.SECONDARY, NOW.plusSeconds(60)));
    }

    @Test
    void aForbiddenAnswerThatIsNoRateLimitBlocksNothing() {
        assertThat(RateLimitHeaders.of(reply(403, "25", reset(60), null), NOW)
                .limit(403, "Resource not accessible by integration", NOW)).isEmpty();
    }

    @Test
    void waitsStayBetweenOneSecondAndOneHour() {
        assertThat(RateLimitHeaders.of(reply(403, "0", reset(-30), null), NOW).limit(403, "", NOW))
                .contains(new RateLimitBlock(LimitKind.PRIMARY, NOW.plusSeconds(1)));
        assertThat(RateLimitHeaders.of(reply(403, "3", null, "86400"), NOW).limit(403, "", NOW))
                .contains(new RateLimitBlock(LimitKind.SECONDARY, NOW.plusSeconds(3600)));
    }

    @Test
    void unreadableHeadersAreIgnored() {
        RateLimitHeaders headers = RateLimitHeaders.of(reply(200, "many", "soon", "later"), NOW);

        assertThat(headers.remaining()).isEmpty();
        assertThat(headers.reset()).isEmpty();
        assertThat(headers.retryAt()).isEmpty();
    }

    private static String reset(long secondsFromNow) {
        return Long.toString(NOW.plusSeconds(secondsFromNow).getEpochSecond());
    }

    private static GitHubReply reply(int status, String remaining, String reset, String retryAfter) {
        return new GitHubReply(status, "", null, remaining, reset, retryAfter);
    }
}

package dev.switchboard.gateway.health;

import java.net.URL;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.restassured.RestAssured;

import static org.awaitility.Awaitility.await;

/**
 * Waits, after a test paused Redis, until every service whose registration lapsed meanwhile is registered again
 * ({@code switchboard.catalog.services{state="departed"}} back to 0): a test that runs next in the same application
 * then calls services, not offerings kept as temporarily unavailable.
 */
final class CatalogueAfterAnOutage {

    private static final Pattern DEPARTED = Pattern
            .compile("(?m)^switchboard_catalog_services\\{[^}]*state=\"departed\"[^}]*} (\\S+)$");

    private CatalogueAfterAnOutage() {
    }

    static void awaitWhole(URL metrics) {
        await().atMost(Duration.ofSeconds(30)).until(() -> departed(RestAssured.given().get(metrics).asString()) == 0);
    }

    private static double departed(String prometheus) {
        Matcher gauge = DEPARTED.matcher(prometheus);
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : Double.NaN;
    }
}

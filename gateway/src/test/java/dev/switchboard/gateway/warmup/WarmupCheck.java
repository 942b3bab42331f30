package dev.switchboard.gateway.warmup;

import java.net.URL;

import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;

/** The {@code warm-up} check of a readiness answer, whatever the overall status. */
final class WarmupCheck {

    private WarmupCheck() {
    }

    static JsonPath of(URL readiness) {
        JsonPath health = RestAssured.given().get(readiness).jsonPath();
        return new JsonPath(health.prettify()).setRootPath("checks.find { it.name == 'warm-up' }");
    }
}

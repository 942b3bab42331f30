package dev.switchboard.console;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * Pages and static files alike carry a Content-Security-Policy without inline script or eval, that forbids framing; the
 * pages hold no inline script, and htmx and the console's own script are served from the console itself.
 */
@QuarkusTest
class EveryAnswerCarriesAStrictContentSecurityPolicyTest {

    @Test
    void pagesAndFilesAreUnderTheSamePolicy() {
        for (String path : new String[] { "/login", "/console.css", "/webjars/htmx.org/2.0.4/dist/htmx.min.js",
                "/console.js" }) {
            given().get(path).then().statusCode(200)
                    .header("Content-Security-Policy", allOf(containsString("script-src 'self'"),
                            containsString("frame-ancestors 'none'"), containsString("form-action 'self'"),
                            not(containsString("unsafe-inline")), not(containsString("unsafe-eval"))))
                    .header("X-Content-Type-Options", "nosniff");
        }
        given().get("/login").then().body(not(containsString("<script>")))
                .body(containsString("<script src=\"/webjars/htmx.org/"), containsString("<script src=\"/console.js\""));
    }
}

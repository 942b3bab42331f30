package dev.switchboard.console;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * The OAuth callback takes a code only with the sealed state of a sign-in this browser started here: no state cookie,
 * a forged one, or another state is refused (login CSRF), and an error from the server is shown as it came.
 */
@QuarkusTest
class SignInCallbacksNotStartedHereAreRefusedTest {

    @Test
    void onlyTheSignInThisBrowserStartedCompletes() {
        given().queryParam("code", "c").queryParam("state", "s").get("/auth/callback").then().statusCode(400)
                .body(containsString("not started here"));
        given().cookie(Sessions.LOGIN_COOKIE, "forged").queryParam("code", "c").queryParam("state", "s")
                .get("/auth/callback").then().statusCode(400);
        given().queryParam("error", "access_denied").queryParam("error_description", "the user said no")
                .get("/auth/callback").then().statusCode(401).body(containsString("the user said no"));
    }
}

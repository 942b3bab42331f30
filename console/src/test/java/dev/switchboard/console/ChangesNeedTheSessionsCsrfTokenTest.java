package dev.switchboard.console;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * A signed-in change needs the session's CSRF token in its form, and an {@code Origin} of the console itself: a form
 * without the token, with another session's token, or sent from another site is refused before the gateway is called.
 */
@QuarkusTest
class ChangesNeedTheSessionsCsrfTokenTest {

    @Inject
    Sessions sessions;

    @Test
    void aChangeWithoutTheTokenOrFromElsewhereIsRefused() {
        ConsoleSession session = sessions.start("bootstrap-key", "some-key", "bootstrap-key", null, null);
        String cookie = sessions.cookie(session).getValue();
        String otherToken = sessions.start("bootstrap-key", "some-key", "bootstrap-key", null, null).csrf();

        given().cookie(Sessions.SESSION_COOKIE, cookie).formParam("subject", "robot")
                .post("/tenants/acme/api-keys").then().statusCode(403).body(containsString("CSRF"));
        given().cookie(Sessions.SESSION_COOKIE, cookie).formParam("_csrf", otherToken).formParam("id", "acme")
                .post("/tenants").then().statusCode(403).body(containsString("CSRF"));
        given().cookie(Sessions.SESSION_COOKIE, cookie).formParam("_csrf", otherToken)
                .post("/tenants/acme/tasks/0b6a1c2e-0000-4000-8000-000000000000/cancel").then().statusCode(403)
                .body(containsString("CSRF"));
        given().cookie(Sessions.SESSION_COOKIE, cookie).formParam("_csrf", otherToken).formParam("subject", "ann")
                .formParam("upstream", "notes").post("/tenants/acme/links/remove").then().statusCode(403)
                .body(containsString("CSRF"));
        given().cookie(Sessions.SESSION_COOKIE, cookie).header("Origin", "https://evil.example")
                .formParam("_csrf", session.csrf()).post("/tenants/acme/api-keys/k1/revoke").then().statusCode(403)
                .body(containsString("evil.example"));
    }
}

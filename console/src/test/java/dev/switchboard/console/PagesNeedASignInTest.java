package dev.switchboard.console;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;

/** Without a session a page sends the browser to the sign-in page, and a change is refused with 401. */
@QuarkusTest
class PagesNeedASignInTest {

    @Test
    void withoutASessionThereIsOnlyTheSignInPage() {
        given().redirects().follow(false).get("/tenants/acme").then().statusCode(303)
                .header("Location", endsWith("/login"));
        given().redirects().follow(false).cookie(Sessions.SESSION_COOKIE, "forged-or-expired").get("/definitions")
                .then().statusCode(303).header("Location", endsWith("/login"));
        given().formParam("subject", "robot").post("/tenants/acme/api-keys").then().statusCode(401)
                .body(containsString("not signed in"));
        given().get("/login").then().statusCode(200).body(containsString("Bootstrap key"));
    }
}

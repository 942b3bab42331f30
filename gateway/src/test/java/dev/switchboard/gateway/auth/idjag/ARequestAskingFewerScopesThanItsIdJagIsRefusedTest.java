package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The authorization server must check that an ID-JAG's scopes are a subset of, or equal to, those the token request
 * asks for (enterprise-managed authorization §7.2.1): a request naming fewer is refused with {@code invalid_scope}
 * naming the missing ones; one naming all of them and more gets the intersection, the ID-JAG's own.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class ARequestAskingFewerScopesThanItsIdJagIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theRequestMustAskForEveryScopeOfTheIdJag() {
        IdJag.trustIdp(oauth);

        exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE), "tools:call").then().statusCode(400)
                .body("error", equalTo("invalid_scope"))
                .body("error_description", allOf(containsString("prompts:get resources:read"),
                        containsString("ask for every scope")));
        IdJag.assertRefusalAudited(IdJag.TENANT, "which the request does not ask for");

        exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE),
                "tools:call prompts:get resources:read other:scope").then().statusCode(200)
                .body("scope", equalTo("tools:call prompts:get resources:read"));
    }

    private static io.restassured.response.Response exchange(String assertion, String scope) {
        return RestAssured.given().contentType("application/x-www-form-urlencoded")
                .formParam("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer")
                .formParam("assertion", assertion).formParam("client_id", IdJag.CLIENT).formParam("scope", scope)
                .post("/oauth/token");
    }
}

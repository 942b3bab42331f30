package dev.switchboard.githubsearch;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/** Calls {@code searchRepositories} the way the gateway does: {@code POST /internal/v1/tools/searchRepositories}. */
public final class SearchCalls {

    private SearchCalls() {
    }

    /** @param arguments the tool arguments as JSON */
    public static ValidatableResponse search(String arguments) {
        return searchAs("default", arguments);
    }

    public static ValidatableResponse searchAs(String tenant, String arguments) {
        return given().contentType(ContentType.JSON)
                .body("{\"arguments\":" + arguments + ",\"context\":{\"requestId\":\"test\",\"tenant\":\"" + tenant
                        + "\",\"subject\":\"tester\"}}")
                .when().post("/internal/v1/tools/searchRepositories")
                .then();
    }
}

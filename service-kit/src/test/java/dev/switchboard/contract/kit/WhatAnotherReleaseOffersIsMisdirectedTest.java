package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * Not only tools: a prompt, a resource or a completion target that this instance lacks, asked for by a gateway whose
 * catalogue came from another release, is 421 with the code the 404 would carry, so that the gateway tries another
 * instance; under this instance's own revision each is the plain 404 (or, for a completion, the service's answer).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class WhatAnotherReleaseOffersIsMisdirectedTest {

    private static final String OTHER_RELEASE = "0123456789ab";

    private String myRevision() {
        return given().when().get("/internal/v1/manifest").then().statusCode(200).extract()
                .header(ManifestRevision.HEADER);
    }

    @Test
    void aPromptOfAnotherReleaseIs421() {
        given().contentType("application/json").header(ManifestRevision.HEADER, OTHER_RELEASE)
                .body("{\"arguments\":{}," + Callers.ANONYMOUS_CONTEXT + "}").when().post("/internal/v1/prompts/kitV2")
                .then().statusCode(421)
                .body("code", equalTo(-32602))
                .body("data.expectedRevision", equalTo(OTHER_RELEASE))
                .body("message", containsString("prompt 'kitV2'"));
    }

    @Test
    void aResourceOfAnotherReleaseIs421WithTheResourceCode() {
        given().contentType("application/json").header(ManifestRevision.HEADER, OTHER_RELEASE)
                .body("{\"uri\":\"kit://v2-only\"," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/resources/read")
                .then().statusCode(421)
                .body("code", equalTo(-32002))
                .body("data.revision", equalTo(myRevision()))
                .body("message", containsString("resource 'kit://v2-only'"));
    }

    @Test
    void aResourceUnknownToThisVeryReleaseIs404() {
        given().contentType("application/json").header(ManifestRevision.HEADER, myRevision())
                .body("{\"uri\":\"kit://v2-only\"," + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/resources/read")
                .then().statusCode(404)
                .body("code", equalTo(-32002))
                .body("data.uri", equalTo("kit://v2-only"));
    }

    @Test
    void aCompletionForAnotherReleasesPromptOrTemplateIs421() {
        for (String ref : new String[] { "\"refType\":\"ref/prompt\",\"ref\":\"kitV2\"",
                "\"refType\":\"ref/resource\",\"ref\":\"kit://{v2}/only\"" }) {
            given().contentType("application/json").header(ManifestRevision.HEADER, OTHER_RELEASE)
                    .body("{" + ref + ",\"argumentName\":\"name\",\"value\":\"a\"," + Callers.ANONYMOUS_CONTEXT + "}")
                    .when().post("/internal/v1/completions")
                    .then().statusCode(421)
                    .body("code", equalTo(-32602))
                    .body("data.expectedRevision", equalTo(OTHER_RELEASE));
        }
    }

    @Test
    void aCompletionForWhatThisReleaseOffersIsAnsweredWhateverTheRevision() {
        given().contentType("application/json").header(ManifestRevision.HEADER, OTHER_RELEASE)
                .body("{\"refType\":\"ref/prompt\",\"ref\":\"kitGreeting\",\"argumentName\":\"name\",\"value\":\"a\","
                        + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/completions")
                .then().statusCode(200)
                .body("values", hasItem("ada"));
    }
}

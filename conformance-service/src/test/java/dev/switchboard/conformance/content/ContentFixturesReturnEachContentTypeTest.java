package dev.switchboard.conformance.content;

import java.util.Base64;

import org.junit.jupiter.api.Test;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.tool;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.emptyOrNullString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ContentFixturesReturnEachContentTypeTest {

    @Test
    void simpleTextAnswersACallWithoutAnArgumentsKey() {
        given().contentType("application/json").body("{\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/tools/test_simple_text")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content", hasSize(1))
                .body("content[0].type", equalTo("text"))
                .body("content[0].text", equalTo(SimpleTextTool.TEXT));
    }

    @Test
    void imageIsABase64Png() {
        String data = tool("test_image_content", call()).statusCode(200)
                .body("content[0].type", equalTo("image"))
                .body("content[0].mimeType", equalTo("image/png"))
                .extract().path("content[0].data");
        byte[] png = Base64.getDecoder().decode(data);
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void audioIsBase64WavLabelledAudioWav() {
        String data = tool("test_audio_content", call()).statusCode(200)
                .body("content[0].type", equalTo("audio"))
                .body("content[0].mimeType", equalTo("audio/wav"))
                .extract().path("content[0].data");
        byte[] wav = Base64.getDecoder().decode(data);
        assertThat(new String(wav, 0, 4)).isEqualTo("RIFF");
        assertThat(new String(wav, 8, 4)).isEqualTo("WAVE");
    }

    @Test
    void embeddedResourceCarriesUriMimeTypeAndText() {
        tool("test_embedded_resource", call()).statusCode(200)
                .body("content[0].type", equalTo("resource"))
                .body("content[0].resource.uri", equalTo("test://embedded-resource"))
                .body("content[0].resource.mimeType", equalTo("text/plain"))
                .body("content[0].resource.text", not(emptyOrNullString()));
    }

    @Test
    void mixedContentHasTextImageAndResource() {
        tool("test_multiple_content_types", call()).statusCode(200)
                .body("content.type", org.hamcrest.Matchers.contains("text", "image", "resource"))
                .body("content[1].mimeType", equalTo("image/png"))
                .body("content[2].resource.uri", equalTo("test://mixed-content-resource"))
                .body("content[2].resource.mimeType", equalTo("application/json"));
    }

    @Test
    void errorHandlingIsAToolErrorNotAContractError() {
        tool("test_error_handling", call()).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("isError", equalTo(true))
                .body("content[0].text", equalTo(ErrorHandlingTool.MESSAGE));
    }

    @Test
    void argumentsANoArgumentFixtureDoesNotTakeAreRefused() {
        tool("test_simple_text", call(InternalCalls.fields().put("surprise", 1), InternalCalls.context()))
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.rule", equalTo("additionalProperties"));
    }
}

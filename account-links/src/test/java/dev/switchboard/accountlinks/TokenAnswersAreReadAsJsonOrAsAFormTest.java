package dev.switchboard.accountlinks;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A token endpoint's answer is read as JSON (RFC 6749 §5.1), or as the form GitHub sends when not asked for JSON
 * (GitHub's "Authorizing OAuth apps": {@code access_token=…&scope=repo&token_type=bearer}).
 */
class TokenAnswersAreReadAsJsonOrAsAFormTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aJsonAnswerIsReadAsJson() {
        JsonNode answer = AccountGrants.answer("application/json; charset=utf-8",
                "{\"access_token\":\"ghu_a\",\"expires_in\":28800,\"refresh_token\":\"ghr_b\",\"scope\":\"\"}", JSON);

        assertThat(answer.path("access_token").asText()).isEqualTo("ghu_a");
        assertThat(answer.path("expires_in").asLong()).isEqualTo(28800);
        assertThat(answer.path("refresh_token").asText()).isEqualTo("ghr_b");
    }

    @Test
    void aFormAnswerIsReadAsAForm() {
        JsonNode answer = AccountGrants.answer("application/x-www-form-urlencoded; charset=utf-8",
                "access_token=gho_16C7e42F292c6912E7710c838347Ae178B4a&scope=repo%2Cgist&token_type=bearer", JSON);

        assertThat(answer.path("access_token").asText()).isEqualTo("gho_16C7e42F292c6912E7710c838347Ae178B4a");
        assertThat(answer.path("scope").asText()).isEqualTo("repo,gist");
        assertThat(answer.path("expires_in").asLong(0)).isZero();
    }

    @Test
    void aFormErrorIsReadWhateverTheContentTypeSays() {
        JsonNode answer = AccountGrants.answer("text/plain",
                "error=bad_verification_code&error_description=The+code+passed+is+incorrect+or+expired.", JSON);

        assertThat(answer.path("error").asText()).isEqualTo("bad_verification_code");
    }
}

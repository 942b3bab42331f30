package dev.switchboard.contract.logging;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/** Credentials are hidden wherever they stand in a log line or a JSON value; ordinary words are left alone. */
class RedactorHidesCredentialsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void credentialsInTextAreHiddenAndTheRestStays() throws Exception {
        assertThat(Redactor.redact("calling with Authorization: Bearer abc.def-ghi and more"))
                .isEqualTo("calling with Authorization: [redacted] and more");
        assertThat(Redactor.redact("url?password=hunter2&user=bob")).isEqualTo("url?password=[redacted]&user=bob");
        assertThat(Redactor.redact("{\"client_secret\": \"s3cr3t\", \"name\": \"x\"}"))
                .isEqualTo("{\"client_secret\": \"[redacted]\", \"name\": \"x\"}");
        assertThat(Redactor.redact("GITHUB_TOKEN=ghp_0123456789abcdefghijABCDEFGHIJ"))
                .isEqualTo("GITHUB_TOKEN=[redacted]");
        assertThat(Redactor.redact("key sbk_k1a2b3_Zm9vYmFyYmF6 used")).isEqualTo("key [redacted] used");
        assertThat(Redactor.redact("jwt eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"))
                .isEqualTo("jwt [redacted]");
        assertThat(Redactor.redact("max_tokens: 512, tokens=3 of 5, tokenizer ready"))
                .isEqualTo("max_tokens: 512, tokens=3 of 5, tokenizer ready");

        assertThat(Redactor.redact(null, JSON.readTree("{\"api_key\":\"k\",\"nested\":{\"password\":\"p\"},"
                + "\"text\":\"see ghp_0123456789abcdefghijABCDEFGHIJ\",\"count\":3}")))
                .hasToString("{\"api_key\":\"[redacted]\",\"nested\":{\"password\":\"[redacted]\"},"
                        + "\"text\":\"see [redacted]\",\"count\":3}");
    }
}

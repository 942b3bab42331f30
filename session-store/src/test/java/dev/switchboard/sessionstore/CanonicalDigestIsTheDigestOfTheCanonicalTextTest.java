package dev.switchboard.sessionstore;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A JSON value's digest is the SHA-256 of its canonical text (keys sorted at every depth, compact, UTF-8), whatever
 * the key order it came in: cache keys and signed manifests depend on these exact bytes.
 */
class CanonicalDigestIsTheDigestOfTheCanonicalTextTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void theDigestIsTheDigestOfTheSortedCompactText() throws Exception {
        JsonNode value = json.readTree("""
                {"text": "Zürich \\u00e9t\\u00e9 \\"quoted\\" 東京 😀\\n", "topN": 3, "ratio": 0.25, "big": 12345678901234567890,
                 "nested": {"b": [true, null, {"y": 1, "x": -2.5e-7}], "a": "line\\u2028sep"}, "empty": {}}""");
        String canonicalText = "{\"big\":12345678901234567890,\"empty\":{},\"nested\":{\"a\":\"line\u2028sep\","
                + "\"b\":[true,null,{\"x\":-2.5E-7,\"y\":1}]},\"ratio\":0.25,"
                + "\"text\":\"Zürich été \\\"quoted\\\" 東京 😀\\n\",\"topN\":3}";

        assertThat(CanonicalJson.canonical(value).toString()).isEqualTo(canonicalText);
        assertThat(CanonicalJson.sha256(value)).isEqualTo(CanonicalJson.sha256Text(canonicalText));
    }

    @Test
    void keyOrderDoesNotChangeTheDigest() throws Exception {
        assertThat(CanonicalJson.sha256(json.readTree("{\"a\":1,\"b\":{\"d\":[1,2],\"c\":\"x\"}}")))
                .isEqualTo(CanonicalJson.sha256(json.readTree("{\"b\":{\"c\":\"x\",\"d\":[1,2]},\"a\":1}")));
    }
}

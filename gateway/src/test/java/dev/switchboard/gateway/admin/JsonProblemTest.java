package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Each kind of body Jackson cannot read (from a tree, as the admin API reads its records) is described by the field it is about
 * and what was expected instead.
 */
class JsonProblemTest {

    enum Mode {
        ALLOW,
        DENY
    }

    @JsonIgnoreProperties(ignoreUnknown = false)
    record Limits(Integer perMinute, Long bytes) {
    }

    @JsonIgnoreProperties(ignoreUnknown = false)
    record Rule(Mode mode, List<String> names, Limits limits, Instant until, String label) {
    }

    private final ObjectMapper json = new ObjectMapper().findAndRegisterModules()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private JsonProblem problem(String body) {
        JsonProcessingException e = catchThrowableOfType(JsonProcessingException.class,
                () -> json.treeToValue(json.readTree(body), Rule.class));
        assertThat(e).as("%s is refused", body).isNotNull();
        return JsonProblem.of(e);
    }

    @Test
    void aBadEnumNamesTheAcceptedValues() {
        assertThat(problem("{\"mode\":\"MAYBE\"}"))
                .isEqualTo(new JsonProblem("mode", "expected one of ALLOW, DENY, not \"MAYBE\""));
    }

    @Test
    void aWrongTypeNamesTheNestedFieldAndTheExpectedType() {
        assertThat(problem("{\"limits\":{\"perMinute\":\"lots\"}}"))
                .isEqualTo(new JsonProblem("limits.perMinute", "expected a whole number, not \"lots\""));
        assertThat(problem("{\"limits\":{\"perMinute\":1.5}}"))
                .isEqualTo(new JsonProblem("limits.perMinute", "expected a whole number, not 1.5"));
        assertThat(problem("{\"names\":\"a\"}")).isEqualTo(new JsonProblem("names", "expected an array, not \"a\""));
        assertThat(problem("{\"names\":[[\"a\"]]}").field()).isEqualTo("names[0]");
        assertThat(problem("{\"label\":[\"x\"]}")).isEqualTo(new JsonProblem("label", "expected a string, not an array"));
        assertThat(problem("{\"until\":\"tomorrow\"}").message())
                .isEqualTo("until: expected an ISO-8601 instant such as 2027-01-01T00:00:00Z, not \"tomorrow\"");
    }

    @Test
    void anUnknownFieldNamesItsPathAndTheKnownOnes() {
        assertThat(problem("{\"limits\":{\"perMinut\":5}}"))
                .isEqualTo(new JsonProblem("limits.perMinut", "unknown field; the known ones here are bytes, perMinute"));
    }

    @Test
    void aNumberOutOfRangeNamesItsField() {
        assertThat(problem("{\"limits\":{\"perMinute\":99999999999999}}").message())
                .startsWith("limits.perMinute: Numeric value (99999999999999) out of range of int");
    }

    @Test
    void malformedJsonSaysWhere() {
        JsonProblem malformed = problem("{\"label\":");
        assertThat(malformed.field()).isEqualTo("label");
        assertThat(malformed.problem()).startsWith("the body is not valid JSON: Unexpected end-of-input")
                .contains("(line 1, column 10)");
    }
}

package dev.switchboard.conformance.input;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ClientAnswersAreReadOrRefusedTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void elicitationAnswersAreReadByAction() throws Exception {
        assertThat(ElicitationAnswer.read(json("{\"action\":\"accept\",\"content\":{\"a\":1}}")))
                .isEqualTo(new ElicitationAnswer.Accepted(JSON.createObjectNode().put("a", 1)));
        assertThat(ElicitationAnswer.read(json("{\"action\":\"accept\"}")))
                .isEqualTo(new ElicitationAnswer.Accepted(JSON.createObjectNode()));
        assertThat(ElicitationAnswer.read(json("{\"action\":\"decline\"}"))).isInstanceOf(
                ElicitationAnswer.Declined.class);
        assertThat(ElicitationAnswer.read(json("{\"action\":\"cancel\"}")).action()).isEqualTo("cancel");
    }

    @Test
    void malformedElicitationAnswersSayWhatIsWrong() throws Exception {
        assertThatThrownBy(() -> ElicitationAnswer.read(json("12345")))
                .isInstanceOf(MalformedAnswerException.class).hasMessageContaining("got a number");
        assertThatThrownBy(() -> ElicitationAnswer.read(json("{}"))).hasMessageContaining("no action");
        assertThatThrownBy(() -> ElicitationAnswer.read(json("{\"action\":\"maybe\"}")))
                .hasMessageContaining("unknown elicitation action 'maybe'");
        assertThatThrownBy(() -> ElicitationAnswer.read(json("{\"action\":\"accept\",\"content\":[1]}")))
                .hasMessageContaining("must be an object, got an array");
    }

    @Test
    void samplingAnswersJoinTheirTextBlocks() throws Exception {
        SamplingAnswer single = SamplingAnswer.read(json(
                "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"Paris\"},\"model\":\"m\","
                        + "\"stopReason\":\"endTurn\"}"));
        assertThat(single).isEqualTo(new SamplingAnswer("Paris", "m", "endTurn", 0));

        SamplingAnswer blocks = SamplingAnswer.read(json("{\"content\":[{\"type\":\"text\",\"text\":\"a\"},"
                + "{\"type\":\"image\",\"data\":\"x\",\"mimeType\":\"image/png\"},{\"type\":\"text\",\"text\":\"b\"}]}"));
        assertThat(blocks.describe()).isEqualTo("a\nb");

        SamplingAnswer imageOnly = SamplingAnswer.read(json("{\"content\":{\"type\":\"image\",\"data\":\"x\"}}"));
        assertThat(imageOnly.describe()).isEqualTo("(no text: the model answered with 1 non-text block)");
    }

    @Test
    void malformedSamplingAnswersAreRefused() throws Exception {
        assertThatThrownBy(() -> SamplingAnswer.read(json("\"Paris\""))).hasMessageContaining("got a string");
        assertThatThrownBy(() -> SamplingAnswer.read(json("{\"content\":\"Paris\"}")))
                .hasMessageContaining("needs content");
        assertThatThrownBy(() -> SamplingAnswer.read(json("{\"content\":{\"text\":\"Paris\"}}")))
                .hasMessageContaining("has no type");
    }

    @Test
    void rootsAreListedWithTheirNames() throws Exception {
        RootsAnswer roots = RootsAnswer.read(json(
                "{\"roots\":[{\"uri\":\"file:///a\",\"name\":\"A\"},{\"uri\":\"file:///b\"}]}"));
        assertThat(roots.describe()).isEqualTo("2 roots: file:///a (A), file:///b");
        assertThat(RootsAnswer.read(json("{\"roots\":[]}")).describe()).isEqualTo("no roots");
        assertThatThrownBy(() -> RootsAnswer.read(json("{\"roots\":{}}"))).hasMessageContaining("roots array");
    }

    @Test
    void formsCheckAcceptedContentAgainstTheirSchema() throws Exception {
        Form form = new Form("age form", (com.fasterxml.jackson.databind.node.ObjectNode) json(
                "{\"type\":\"object\",\"properties\":{\"age\":{\"type\":\"integer\",\"minimum\":0}},"
                        + "\"required\":[\"age\"]}"));

        assertThat(form.read(json("{\"action\":\"accept\",\"content\":{\"age\":3}}")))
                .isInstanceOf(ElicitationAnswer.Accepted.class);
        assertThat(form.read(json("{\"action\":\"decline\"}"))).isInstanceOf(ElicitationAnswer.Declined.class);
        assertThatThrownBy(() -> form.read(json("{\"action\":\"accept\",\"content\":{\"age\":-1}}")))
                .hasMessageContaining("field 'age' violates 'minimum'");
        assertThatThrownBy(() -> form.read(json("{\"action\":\"accept\",\"content\":{}}")))
                .hasMessageContaining("violates 'required'");
        assertThat(form.request("How old?").params().path("requestedSchema").path("required").get(0).asText())
                .isEqualTo("age");
    }
}

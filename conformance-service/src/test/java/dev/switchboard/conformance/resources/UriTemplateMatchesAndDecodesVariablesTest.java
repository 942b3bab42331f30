package dev.switchboard.conformance.resources;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UriTemplateMatchesAndDecodesVariablesTest {

    private final UriTemplate template = new UriTemplate("test://template/{id}/data");

    @Test
    void aFittingUriGivesItsVariables() {
        assertThat(template.variables()).containsExactly("id");
        assertThat(template.match("test://template/123/data")).contains(Map.of("id", "123"));
        assertThat(template.match("test://template/a%2Fb/data")).contains(Map.of("id", "a/b"));
        assertThat(template.match("test://template/%E2%9C%93/data")).contains(Map.of("id", "✓"));
    }

    @Test
    void literalPartsMustMatchExactlyAndAValueCannotSpanSegments() {
        assertThat(template.match("test://template//data")).isEmpty();
        assertThat(template.match("test://template/1/2/data")).isEmpty();
        assertThat(template.match("test://template/1/data/more")).isEmpty();
        assertThat(template.match("test://templateX1/data")).isEmpty();
        assertThat(new UriTemplate("a.b/{x}").match("aXb/1")).isEmpty();
    }

    @Test
    void badPercentEncodingDoesNotMatch() {
        assertThat(template.match("test://template/%ZZ/data")).isEmpty();
        assertThat(template.match("test://template/abc%2/data")).isEmpty();
        assertThat(template.match("test://template/%C3%28/data")).isEmpty();
    }

    @Test
    void templatesBeyondSimpleExpressionsAreRefused() {
        assertThatThrownBy(() -> new UriTemplate("test://{+path}")).hasMessageContaining("simple");
        assertThatThrownBy(() -> new UriTemplate("test://{a}/{a}")).hasMessageContaining("twice");
    }
}

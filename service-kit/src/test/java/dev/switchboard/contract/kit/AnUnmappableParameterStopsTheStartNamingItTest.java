package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A tool method the kit cannot describe in JSON Schema stops the start (the kit reads every tool bean when it builds
 * its offerings) with one line naming the method and the parameter, or the record component, and what would do.
 */
class AnUnmappableParameterStopsTheStartNamingItTest {

    private static final ToolMethods METHODS = new ToolMethods(new ObjectMapper());

    static class TakesAnObject {
        @Tool
        public String take(String fine, Object thing) {
            return fine;
        }
    }

    record Wrapper(Map<Integer, String> byNumber) {
    }

    static class TakesARecordWithAnIntKeyedMap {
        @Tool
        public String take(List<Wrapper> wrappers) {
            return "";
        }
    }

    static class ReturnsAnInt {
        @Tool
        public int count() {
            return 1;
        }
    }

    @Test
    void anObjectParameterIsNamed() {
        assertThatThrownBy(() -> METHODS.of(TakesAnObject.class, TakesAnObject::new))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Tool method " + TakesAnObject.class.getName() + ".take: parameter 'thing' has type "
                        + "java.lang.Object, which has no JSON Schema: use a String, a number, a boolean, an enum, a"
                        + " record, or an Optional, List, Set, array or String-keyed Map of those");
    }

    @Test
    void aRecordComponentIsNamedWithItsParameter() {
        assertThatThrownBy(() -> METHODS.of(TakesARecordWithAnIntKeyedMap.class, TakesARecordWithAnIntKeyedMap::new))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Tool method " + TakesARecordWithAnIntKeyedMap.class.getName()
                        + ".take: parameter 'wrappers', each item, component 'byNumber' has type "
                        + "java.util.Map<java.lang.Integer, java.lang.String>, which has no JSON Schema")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aReturnTypeWithoutAnAnswerIsNamed() {
        assertThatThrownBy(() -> METHODS.of(ReturnsAnInt.class, ReturnsAnInt::new))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Tool method " + ReturnsAnInt.class.getName() + ".count returns int, which the kit cannot"
                        + " answer with: return a String (text), a record (structured content) or a ToolResult");
    }
}

package dev.switchboard.search;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class StopWordsAreNoMatchTest {

    @Test
    void aNeedMadeOfCommonWordsMatchesOnlyByItsOneContentWord() {
        try (KeywordIndex index = new KeywordIndex()) {
            index.put("chatty", List.of(), "What will it be when it is there? It will be what it is, and then it will not be.");
            index.put("forecast", List.of(), "Weather forecast for tomorrow");
            index.refresh();

            assertThat(index.search("what will it be like outside in Oslo tomorrow afternoon", List.of(), null, 5))
                    .containsOnlyKeys("forecast");
        }
    }

    @Test
    void polishGermanSpanishAndFrenchFunctionWordsAreDroppedToo() {
        try (KeywordIndex index = new KeywordIndex()) {
            index.put("function-words", List.of(), "jak się to ma, wie ist das, es el de la, le est du");
            index.refresh();

            assertThat(index.search("jak wie el le", List.of(), null, 5)).isEmpty();
        }
    }
}

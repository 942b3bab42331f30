package dev.switchboard.textanalysis.language;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.READER;
import static org.assertj.core.api.Assertions.assertThat;

class LanguageIdentificationTest {

    @Test
    void alphabeticLanguagesComeFromTheModel() {
        assertThat(primary("Das ist ein kurzer deutscher Satz über Datenbanken und Dienste.")).isEqualTo("de");
        assertThat(primary("Le service analyse le texte et renvoie des statistiques utiles.")).isEqualTo("fr");
        assertThat(primary("Привет, как дела? Это текст на русском языке.")).isEqualTo("ru");
        assertThat(primary("השירות מנתח טקסט בכל שפה ומחזיר סטטיסטיקות.")).isEqualTo("he");
    }

    @Test
    void scriptsDecideChineseJapaneseAndKorean() {
        assertThat(primary("今天天气很好，我们去公园散步。")).isEqualTo("zh");
        assertThat(primary("東京の天気は晴れです。")).isEqualTo("ja");
        assertThat(primary("서비스는 텍스트를 분석합니다.")).isEqualTo("ko");
    }

    @Test
    void confidenceGrowsWithEvidence() {
        double shortText = READER.read("Hello world").languages().primary().confidence();
        double paragraph = READER.read("The service reads the text, counts its sentences and words, finds the "
                + "language it is written in and lists the words that occur most often, leaving out the small "
                + "words every sentence needs.").languages().primary().confidence();

        assertThat(shortText).isLessThan(0.1).isLessThan(paragraph);
    }

    @Test
    void aTextWithoutLettersIsUndetermined() {
        LanguageMix mix = READER.read("12 + 30 = 42 !!! 😀").languages();

        assertThat(mix.primary().code()).isEqualTo(DetectedLanguage.UNDETERMINED);
        assertThat(mix.languages()).isEmpty();
    }

    private static String primary(String text) {
        return READER.read(text).languages().primary().code();
    }
}

package dev.switchboard.discovery.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NeedsInSevenLanguagesReachEnglishWordsTest {

    private final NeedReader reader = new NeedReader(Lexicon.load());

    @Test
    void eachLanguageIsToldAndRenderedInEnglishWordsKeepingProductNames() {
        assertRead("usuń plik z kubełka R2", Language.POLISH, "delete", "file", "bucket", "R2");
        assertRead("покажи журналы пода в кластере", Language.RUSSIAN, "logs", "pod", "cluster");
        assertRead("Lösche die Datei aus dem Ordner", Language.GERMAN, "delete", "file", "folder");
        assertRead("enviar un mensaje a un canal de Slack", Language.SPANISH, "send", "message", "channel", "Slack");
        assertRead("créer un nouveau dossier", Language.FRENCH, "create", "folder");
        assertRead("在网上搜索新闻", Language.CHINESE, "search", "news");
    }

    @Test
    void inflectedFormsMeetThroughTheLanguagesStemmer() {
        assertThat(reader.read("utworzenie katalogów").english()).contains("create", "folder");
        assertThat(reader.read("создайте папки").english()).contains("create", "folder");
    }

    @Test
    void englishStaysAsWrittenAndGainsTheConceptsOtherWords() {
        Need need = reader.read("which tickets are open in this project");

        assertThat(need.language()).isEqualTo(Language.ENGLISH);
        assertThat(need.meaning()).isEqualTo("which tickets are open in this project");
        assertThat(need.english()).contains("issue", "bug");
    }

    @Test
    void aNeedTheLexiconDoesNotKnowIsEmbeddedAsWritten() {
        Need need = reader.read("Przyjdź jutrzejszego zmierzchu, Mościpanie");

        assertThat(need.meaning()).isEqualTo(need.text());
    }

    private void assertRead(String text, Language language, String... english) {
        Need need = reader.read(text);
        assertThat(need.language()).as(text).isEqualTo(language);
        assertThat(need.meaning().split(" ")).as(text).contains(english);
        assertThat(need.words()).startsWith(text);
    }
}

package dev.switchboard.search;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KeywordSearchFindsWordsInEveryLanguageTest {

    private static final List<String> ANY = List.of();

    private KeywordIndex index;

    @BeforeEach
    void fill() {
        index = new KeywordIndex();
        index.put("pl", List.of("type:note"), "Faktury wysyłamy klientom pierwszego dnia miesiąca.");
        index.put("ru", List.of("type:note"), "Ежемесячные отчёты о продажах отправляются директору.");
        index.put("zh", List.of("type:decision", "tag:finance"), "用户申请退款后，财务部门在三个工作日内处理。");
        index.put("en", List.of("type:code"), "Invoices are rendered as PDF by the billing job.");
        index.refresh();
    }

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void polishInflectionsMeetThroughTheStemmer() {
        assertThat(index.search("faktura dla klienta", ANY, null, 5)).containsOnlyKeys("pl");
    }

    @Test
    void russianInflectionsMeetThroughTheStemmer() {
        assertThat(index.search("отчёт о продаже", ANY, null, 5)).containsOnlyKeys("ru");
    }

    @Test
    void chineseWordsMatchAsBigramsWithoutADictionary() {
        KeywordHit hit = index.search("退款", ANY, null, 5).get("zh");
        assertThat(hit).isNotNull();
        assertThat(hit.coverage()).isEqualTo(1.0);
        assertThat(hit.terms()).containsExactly("退款");
    }

    @Test
    void accentsMayBeLeftOutOfAQuery() {
        assertThat(index.search("wysylamy", ANY, null, 5)).containsOnlyKeys("pl");
    }

    @Test
    void englishStemsMatchAndCoverageCountsTheSharedWords() {
        KeywordHit hit = index.search("invoice rendering for the monthly report", ANY, null, 5).get("en");
        assertThat(hit).isNotNull();
        assertThat(hit.coverage()).isBetween(0.3, 0.7);
    }

    @Test
    void requiredLabelsKeepOnlyTextsCarryingThemAll() {
        assertThat(index.search("退款 faktury", List.of("type:decision", "tag:finance"), null, 5)).containsOnlyKeys("zh");
        assertThat(index.search("退款", List.of("type:code"), null, 5)).isEmpty();
    }

    @Test
    void aRemovedMemoryIsNotFoundAfterARefresh() {
        index.remove("pl");
        index.refresh();
        assertThat(index.search("faktury", ANY, null, 5)).isEmpty();
    }
}

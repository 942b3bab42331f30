package dev.switchboard.memory.search;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.memory.record.MemoryType;

import static org.assertj.core.api.Assertions.assertThat;

class KeywordSearchFindsWordsInEveryLanguageTest {

    private static final SearchFilter ANY = new SearchFilter(Optional.empty(), List.of(), Instant.EPOCH);

    private KeywordIndex index;

    @BeforeEach
    void fill() {
        index = new KeywordIndex();
        index.put("pl", MemoryType.NOTE, List.of(), "Faktury wysyłamy klientom pierwszego dnia miesiąca.");
        index.put("ru", MemoryType.NOTE, List.of(), "Ежемесячные отчёты о продажах отправляются директору.");
        index.put("zh", MemoryType.DECISION, List.of("finance"), "用户申请退款后，财务部门在三个工作日内处理。");
        index.put("en", MemoryType.CODE, List.of(), "Invoices are rendered as PDF by the billing job.");
        index.refresh();
    }

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void polishInflectionsMeetThroughTheStemmer() {
        assertThat(index.search("faktura dla klienta", ANY, 5)).containsOnlyKeys("pl");
    }

    @Test
    void russianInflectionsMeetThroughTheStemmer() {
        assertThat(index.search("отчёт о продаже", ANY, 5)).containsOnlyKeys("ru");
    }

    @Test
    void chineseWordsMatchAsBigramsWithoutADictionary() {
        KeywordHit hit = index.search("退款", ANY, 5).get("zh");
        assertThat(hit).isNotNull();
        assertThat(hit.coverage()).isEqualTo(1.0);
        assertThat(hit.terms()).containsExactly("退款");
    }

    @Test
    void accentsMayBeLeftOutOfAQuery() {
        assertThat(index.search("wysylamy", ANY, 5)).containsOnlyKeys("pl");
    }

    @Test
    void englishStemsMatchAndCoverageCountsTheSharedWords() {
        KeywordHit hit = index.search("invoice rendering for the monthly report", ANY, 5).get("en");
        assertThat(hit).isNotNull();
        assertThat(hit.coverage()).isBetween(0.3, 0.7);
    }

    @Test
    void filtersKeepOnlyTheRightTypeAndTags() {
        SearchFilter decisionsOnFinance = new SearchFilter(Optional.of(MemoryType.DECISION), List.of("finance"),
                Instant.EPOCH);
        assertThat(index.search("退款 faktury", decisionsOnFinance, 5)).containsOnlyKeys("zh");
        SearchFilter codeOnly = new SearchFilter(Optional.of(MemoryType.CODE), List.of(), Instant.EPOCH);
        assertThat(index.search("退款", codeOnly, 5)).isEmpty();
    }

    @Test
    void aRemovedMemoryIsNotFoundAfterARefresh() {
        index.remove("pl");
        index.refresh();
        assertThat(index.search("faktury", ANY, 5)).isEmpty();
    }
}

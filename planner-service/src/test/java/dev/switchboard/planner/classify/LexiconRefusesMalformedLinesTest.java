package dev.switchboard.planner.classify;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LexiconRefusesMalformedLinesTest {

    @Test
    void theBuiltInLexiconLoadsWithTermsForEveryLanguage() {
        List<LexiconTerm> terms = Lexicon.builtIn().terms();

        assertThat(terms).extracting(LexiconTerm::language).contains("en", "pl", "ru", "zh", "ja");
    }

    @Test
    void aLineWithoutTheFormatNamesItsNumber() {
        assertThatThrownBy(() -> Lexicon.parse(List.of("# comment", "bugFix verb en: fix")))
                .hasMessageContaining("line 2");
    }

    @Test
    void anUnknownTypeIsNamed() {
        assertThatThrownBy(() -> Lexicon.parse(List.of("chore verb 2 en: tidy")))
                .hasMessageContaining("unknown task type chore");
    }

    @Test
    void aTermListedTwiceForOneTypeIsRefused() {
        assertThatThrownBy(() -> Lexicon.parse(List.of("bugFix verb 2 en: fix", "bugFix object 1 en: Fix")))
                .hasMessageContaining("listed twice");
    }

    @Test
    void hanTermsMatchInsideUnspacedText() {
        Lexicon lexicon = Lexicon.parse(List.of("bugFix verb 3 zh: 修复"));

        assertThat(lexicon.terms().get(0).find(TaskText.of("请修复登录"))).contains("修复");
    }

    @Test
    void prefixTermsMatchInflectionsButNotOtherWords() {
        Lexicon lexicon = Lexicon.parse(List.of("refactor verb 3 en: refactor*", "bugFix verb 2 en: fix"));

        assertThat(lexicon.terms().get(0).find(TaskText.of("Refactoring the importer"))).contains("refactoring");
        assertThat(lexicon.terms().get(1).find(TaskText.of("a fixture file"))).isEmpty();
    }
}

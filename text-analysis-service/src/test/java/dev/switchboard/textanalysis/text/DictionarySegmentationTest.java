package dev.switchboard.textanalysis.text;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DictionarySegmentationTest {

    private final Segmenter segmenter = new Segmenter();

    @Test
    void chineseIsSplitIntoDictionaryWords() {
        assertThat(words("我们使用Kubernetes部署服务。")).containsExactly("我们", "使用", "Kubernetes", "部署", "服务");
    }

    @Test
    void thaiIsSplitIntoDictionaryWords() {
        assertThat(words("สวัสดีครับ ผมชื่อสมชาย")).containsExactly("สวัสดี", "ครับ", "ผม", "ชื่อ", "สมชาย");
    }

    @Test
    void punctuationSymbolsAndEmojiAreNotWords() {
        assertThat(words("Hello, world! 👋 — 42 … 3.14 e-mail")).containsExactly("Hello", "world", "42", "3.14", "e",
                "mail");
    }

    @Test
    void wordLengthsAreCodePoints() {
        Words words = segmenter.words("𝐀𝐁𝐂 naïve");

        assertThat(words.length(0)).isEqualTo(3);
        assertThat(words.length(1)).isEqualTo(5);
    }

    private List<String> words(String text) {
        Words words = segmenter.words(text);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            found.add(words.text(i));
        }
        return found;
    }
}

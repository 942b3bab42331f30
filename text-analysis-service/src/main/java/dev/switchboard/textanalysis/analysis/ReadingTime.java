package dev.switchboard.textanalysis.analysis;

import com.ibm.icu.lang.UScript;

import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.text.Words;

/**
 * Estimated silent reading time. Words in alphabetic and syllabic scripts are read at 238 words per minute (Brysbaert
 * 2019, meta-analysis of adult silent reading of non-fiction); Chinese and Japanese are measured in characters, at 255
 * and 357 characters per minute (Trauzettel-Klosinski and Dietz 2012, IReST).
 */
public final class ReadingTime {

    static final double WORDS_PER_MINUTE = 238;
    static final double CHINESE_CHARACTERS_PER_MINUTE = 255;
    static final double JAPANESE_CHARACTERS_PER_MINUTE = 357;

    private ReadingTime() {
    }

    public static int seconds(Document document) {
        Words words = document.words();
        double minutes = 0;
        for (int i = 0; i < words.size(); i++) {
            int script = words.script(i);
            if (script == UScript.HAN || script == UScript.KATAKANA_OR_HIRAGANA) {
                double perMinute = document.languageOfWord(i).equals("ja") ? JAPANESE_CHARACTERS_PER_MINUTE
                        : CHINESE_CHARACTERS_PER_MINUTE;
                minutes += words.length(i) / perMinute;
            } else {
                minutes += 1 / WORDS_PER_MINUTE;
            }
        }
        return (int) Math.ceil(Math.round(minutes * 60 * 1000) / 1000.0);
    }
}

package dev.switchboard.bench.anchor;

import dev.switchboard.textanalysis.analysis.TextAnalysis;
import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.text.Whitespace;
import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.McpException;
import io.quarkiverse.mcp.server.Tool;
import io.quarkiverse.mcp.server.ToolArg;

/**
 * The two tools the side-by-side bench calls, written the way the library's guide shows: the conformance service's
 * {@code test_simple_text} with the same text, and the text service's {@code analyzeText} on the same analyser, with
 * the checks that service makes on its argument.
 */
public class AnchorTools {

    /** The conformance service's answer, word for word. */
    static final String SIMPLE_TEXT = "Plain text from the Switchboard conformance service, relayed by the gateway.";
    static final long MAX_TEXT_BYTES = 1024 * 1024;

    private final TextAnalyzer analyzer;

    AnchorTools(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    @Tool(name = "test_simple_text", description = "Returns one text content block. Takes no arguments.",
            annotations = @Tool.Annotations(readOnlyHint = true, destructiveHint = false, openWorldHint = false))
    String simpleText() {
        return SIMPLE_TEXT;
    }

    @Tool(name = "analyzeText", description = "Counts sentences, words, characters and paragraphs of a text, identifies "
            + "its languages, and lists the most frequent words without stop words.", structuredContent = true,
            annotations = @Tool.Annotations(readOnlyHint = true, destructiveHint = false, openWorldHint = false))
    TextAnalysis analyzeText(@ToolArg(description = "The text to analyse, in any language.") String text,
            @ToolArg(description = "How many of the most frequent words to return, 1 to 100.",
                    defaultValue = "10") int topN) {
        if (Whitespace.isBlank(text)) {
            throw invalid("text holds nothing but white space; send the text to work on");
        }
        if (utf8Length(text) > MAX_TEXT_BYTES) {
            throw invalid("text is over the limit of " + MAX_TEXT_BYTES + " bytes of UTF-8; send a shorter text");
        }
        if (topN < 1 || topN > 100) {
            throw invalid("topN is " + topN + "; send a number from 1 to 100");
        }
        return analyzer.analyze(text, topN);
    }

    /** Counted as the text service counts it, without encoding the text. */
    static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800 || Character.isSurrogate(c)) {
                bytes += 2;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    private static McpException invalid(String message) {
        return new McpException(message, JsonRpcErrorCodes.INVALID_PARAMS);
    }
}

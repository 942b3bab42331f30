package dev.switchboard.textanalysis.tools;

import java.util.List;

import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.textanalysis.text.Whitespace;

/**
 * The {@code text} argument every tool takes, checked beyond what the schema can say: it must show something besides
 * white space, and its UTF-8 encoding must fit the configured byte limit. Failures are -32602 errors shaped like the
 * kit's own schema violations.
 */
final class TextArgument {

    private TextArgument() {
    }

    static String require(ToolCall call, long maxBytes) {
        String text = call.arguments().path("text").asText();
        if (Whitespace.isBlank(text)) {
            throw invalid(call.tool(), "notBlank",
                    "text holds nothing but white space; send the text to work on");
        }
        long bytes = utf8Length(text);
        if (bytes > maxBytes) {
            throw invalid(call.tool(), "maxBytes", "text is " + bytes + " bytes of UTF-8, over the limit of "
                    + maxBytes + " bytes (textanalysis.max-text-bytes); send a shorter text or split it");
        }
        return text;
    }

    /** The schema's maxLength counts code points, so it can only bound the byte limit from above. */
    static long utf8Length(CharSequence text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    private static ContractException invalid(String tool, String rule, String message) {
        InvalidArguments invalid = new InvalidArguments(tool, List.of(new Violation("text", rule, message)));
        return ContractException.invalidParams(invalid.message(), invalid.data());
    }
}

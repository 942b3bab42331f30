package dev.switchboard.textanalysis.tools;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.textanalysis.summary.LexRankSummarizer;
import dev.switchboard.textanalysis.summary.Summary;

/** summarizeText: an extractive summary no longer than maxLength. */
@ApplicationScoped
public class SummarizeTextTool implements ServiceTool {

    static final String NAME = "summarizeText";
    static final int DEFAULT_MAX_LENGTH = 500;

    private final LexRankSummarizer summarizer;
    private final ObjectMapper json;
    private final long maxTextBytes;
    private final ToolDescriptor descriptor;

    SummarizeTextTool(LexRankSummarizer summarizer, ObjectMapper json, TextAnalysisConfig config) {
        this.summarizer = summarizer;
        this.json = json;
        this.maxTextBytes = config.maxTextBytes().asLongValue();
        this.descriptor = ToolDescriptor.of(NAME, "Summarize text",
                "Extractive summary of a text in any language: sentences ranked by LexRank over stemmed, "
                        + "stop-word-free term vectors, the most central kept in their original order, never longer "
                        + "than maxLength characters. A text no longer than maxLength comes back whole.",
                ToolSchemas.input(json, NAME, maxTextBytes), ToolSchemas.output(json, NAME))
                .withAnnotations(ToolSchemas.readOnlyAnnotations(json))
                .withHints(Hints.CACHE_TTL_MS, Hints.TIMEOUT_MS, true)
                .withTaskSupport(ToolExecution.TaskSupport.OPTIONAL);
    }

    /** A large document runs as a task (when the client can take one). */
    @Override
    public boolean runsAsTask(ToolCall call) {
        return TextArgument.utf8Length(call.arguments().path("text").asText()) > Hints.TASK_ABOVE_BYTES;
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        String text = TextArgument.require(call, maxTextBytes);
        int maxLength = call.arguments().path("maxLength").asInt(DEFAULT_MAX_LENGTH);
        Summary summary = summarizer.summarize(text, maxLength);
        if (summary.summary().isEmpty()) {
            return ToolResult.error("The text has no words (only punctuation, symbols or emoji), so there is no "
                    + "sentence to summarise.");
        }
        return ToolResult.structured(json.valueToTree(summary));
    }

    /** Side-effect free: the kit calls it before the service registers. */
    @Override
    public Optional<ObjectNode> sampleArguments(long round) {
        return Optional.of(WarmupTexts.arguments(round).put("maxLength", 80 + (int) (round % 5) * 100));
    }
}

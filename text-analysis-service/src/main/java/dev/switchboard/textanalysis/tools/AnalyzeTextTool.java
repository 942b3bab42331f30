package dev.switchboard.textanalysis.tools;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.textanalysis.analysis.TextAnalyzer;

/** analyzeText: statistics, top words and languages of a text. */
@ApplicationScoped
public class AnalyzeTextTool implements ServiceTool {

    static final String NAME = "analyzeText";
    static final int DEFAULT_TOP_N = 10;

    private final TextAnalyzer analyzer;
    private final ObjectMapper json;
    private final long maxTextBytes;
    private final ToolDescriptor descriptor;

    AnalyzeTextTool(TextAnalyzer analyzer, ObjectMapper json, TextAnalysisConfig config) {
        this.analyzer = analyzer;
        this.json = json;
        this.maxTextBytes = config.maxTextBytes().asLongValue();
        this.descriptor = ToolDescriptor.of(NAME, "Analyze text",
                "Counts sentences, words, characters and paragraphs of a text in any language (Unicode segmentation, "
                        + "dictionary-based for Chinese, Japanese and Thai), identifies its languages, and lists the "
                        + "most frequent words without stop words.",
                ToolSchemas.input(json, NAME, maxTextBytes), ToolSchemas.output(json, NAME))
                .withAnnotations(ToolSchemas.readOnlyAnnotations(json))
                .withHints(Hints.CACHE_TTL_MS, Hints.TIMEOUT_MS, true);
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    /** It only computes on its argument: a small call runs on the event loop. */
    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public ToolResult call(ToolCall call) {
        String text = TextArgument.require(call, maxTextBytes);
        int topN = call.arguments().path("topN").asInt(DEFAULT_TOP_N);
        return ToolResult.structured(json.valueToTree(analyzer.analyze(text, topN)));
    }

    /** Side-effect free: the kit calls it before the service registers. */
    @Override
    public Optional<ObjectNode> sampleArguments(long round) {
        return Optional.of(WarmupTexts.arguments(round).put("topN", 3 + (int) (round % 20)));
    }
}

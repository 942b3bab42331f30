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
import dev.switchboard.textanalysis.entities.EntityExtractor;

/** extractEntities: technologies, concepts and processes named in a text. */
@ApplicationScoped
public class ExtractEntitiesTool implements ServiceTool {

    static final String NAME = "extractEntities";
    static final int DEFAULT_MAX_PER_CATEGORY = 100;

    private final EntityExtractor extractor;
    private final ObjectMapper json;
    private final long maxTextBytes;
    private final ToolDescriptor descriptor;

    ExtractEntitiesTool(EntityExtractor extractor, ObjectMapper json, TextAnalysisConfig config) {
        this.extractor = extractor;
        this.json = json;
        this.maxTextBytes = config.maxTextBytes().asLongValue();
        this.descriptor = ToolDescriptor.of(NAME, "Extract entities",
                "Finds the technologies (from a curated gazetteer of languages, frameworks, databases, protocols, "
                        + "cloud services and standards, aliases such as 'k8s' included), concepts (multi-word noun "
                        + "phrases and acronyms) and processes ('deployment', 'load balancing') a text mentions, "
                        + "with counts and first offsets.",
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
        int maxPerCategory = call.arguments().path("maxPerCategory").asInt(DEFAULT_MAX_PER_CATEGORY);
        return ToolResult.structured(json.valueToTree(extractor.extract(text, maxPerCategory)));
    }

    /** Side-effect free: the kit calls it before the service registers. */
    @Override
    public Optional<ObjectNode> sampleArguments(long round) {
        return Optional.of(WarmupTexts.arguments(round).put("maxPerCategory", 5 + (int) (round % 50)));
    }
}

package dev.switchboard.conformance.completion;

import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.prompts.ArgumentsPrompt;
import dev.switchboard.conformance.resources.FixtureResources;
import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceCompletions;

/**
 * {@code completion/complete} for the two completable things here: {@code arg1}/{@code arg2} of
 * {@code test_prompt_with_arguments} (sample words; {@code arg2} leaves out the value already chosen for
 * {@code arg1}) and {@code id} of {@code test://template/{id}/data} (the ids 1–500, at most 100 at a time with
 * {@code total} and {@code hasMore}). Anything else is refused as invalid params.
 */
@ApplicationScoped
public class FixtureCompletions implements ServiceCompletions {

    static final String PROMPT_REF = "ref/prompt";
    static final String RESOURCE_REF = "ref/resource";
    static final String ID = "id";
    static final int MAX_ID = 500;

    static final List<String> SAMPLE_WORDS = List.of("alpha", "amber", "apple", "beta", "bridge", "delta", "gamma",
            "harbour", "paris", "park", "party", "pasta", "river", "test", "tested", "tester", "testing", "zebra");

    private final Completer words = new Completer(SAMPLE_WORDS);
    private final Completer ids = new Completer(IntStream.rangeClosed(1, MAX_ID).mapToObj(Integer::toString).toList());

    @Override
    public CompletionResult complete(CompletionRequest request) {
        return switch (request.refType()) {
            case PROMPT_REF -> promptArgument(request);
            case RESOURCE_REF -> templateVariable(request);
            default -> throw ContractException.invalidParams("Unknown completion reference type '" + request.refType()
                    + "': expected ref/prompt or ref/resource");
        };
    }

    private CompletionResult promptArgument(CompletionRequest request) {
        if (!request.ref().equals(ArgumentsPrompt.NAME)) {
            throw ContractException.invalidParams("No completions for prompt '" + request.ref() + "': only "
                    + ArgumentsPrompt.NAME + " has completable arguments here");
        }
        return switch (request.argumentName()) {
            case ArgumentsPrompt.ARG1 -> CompletionResult.of(words.complete(request.value(), Set.of()));
            case ArgumentsPrompt.ARG2 -> {
                String chosen = request.resolvedArguments().get(ArgumentsPrompt.ARG1);
                yield CompletionResult.of(words.complete(request.value(), chosen == null ? Set.of() : Set.of(chosen)));
            }
            default -> throw ContractException.invalidParams("Prompt '" + ArgumentsPrompt.NAME
                    + "' has no argument '" + request.argumentName() + "' (it has arg1 and arg2)");
        };
    }

    private CompletionResult templateVariable(CompletionRequest request) {
        String template = FixtureResources.DATA_TEMPLATE.template();
        if (!request.ref().equals(template)) {
            throw ContractException.invalidParams("No completions for resource '" + request.ref() + "': only the "
                    + "template " + template + " has completable variables here");
        }
        if (!request.argumentName().equals(ID)) {
            throw ContractException.invalidParams("Template " + template + " has no variable '"
                    + request.argumentName() + "' (it has id)");
        }
        return CompletionResult.of(ids.complete(request.value(), Set.of()));
    }
}

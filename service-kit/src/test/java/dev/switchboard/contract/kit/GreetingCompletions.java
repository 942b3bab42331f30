package dev.switchboard.contract.kit;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;

/** Test completions: the names {@code kitGreeting} knows, starting with what was typed. */
@ApplicationScoped
public class GreetingCompletions implements ServiceCompletions {

    private static final List<String> NAMES = List.of("ada", "alan", "grace");

    @Override
    public CompletionResult complete(CompletionRequest request) {
        return CompletionResult.of(NAMES.stream().filter(name -> name.startsWith(request.value())).toList());
    }
}

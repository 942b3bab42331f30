package dev.switchboard.contract.kit;

import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;

/** Argument completion for a service's prompts and resource templates; a CDI bean (at most one per service). */
public interface ServiceCompletions {

    CompletionResult complete(CompletionRequest request);
}

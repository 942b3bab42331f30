package dev.switchboard.contract;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/** Suggested values (at most 100), the total known and whether more exist. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CompletionResult(List<String> values, Integer total, Boolean hasMore) {

    public CompletionResult {
        values = values == null ? List.of() : List.copyOf(values);
    }

    public static CompletionResult of(List<String> values) {
        List<String> page = values.size() > 100 ? values.subList(0, 100) : values;
        return new CompletionResult(page, values.size(), values.size() > page.size());
    }
}

package dev.switchboard.contract.schema;

/**
 * One way an instance breaks its schema: the property (dotted path, {@code ""} for the whole object), the JSON Schema
 * keyword that failed ({@code required}, {@code maximum}, …) and a sentence a person can act on.
 */
public record Violation(String property, String rule, String message) {
}

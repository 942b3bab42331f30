package dev.switchboard.planner.rules;

/** A step repeated for each requirement; {@code {requirement}} stands for the requirement's text. */
record RequirementTemplate(String action, String description, String deliverable) {
}

package dev.switchboard.contract.content;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** One message of a prompt: {@code role} is {@code user} or {@code assistant}. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PromptMessage(String role, Content content) {

    public PromptMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
        if (!role.equals("user") && !role.equals("assistant")) {
            throw new IllegalArgumentException("Prompt message role must be user or assistant: " + role);
        }
    }

    public static PromptMessage user(Content content) {
        return new PromptMessage("user", content);
    }

    public static PromptMessage assistant(Content content) {
        return new PromptMessage("assistant", content);
    }
}

package dev.switchboard.bridge.config;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A root the bridge itself announces to an upstream that asks for roots outside any client's call. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RootSpec(String uri, String name) {

    public RootSpec {
        Objects.requireNonNull(uri, "roots[].uri");
    }
}

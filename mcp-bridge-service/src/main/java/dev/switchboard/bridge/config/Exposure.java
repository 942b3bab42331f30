package dev.switchboard.bridge.config;

import java.util.List;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * Which of an upstream's tools, prompts or resources the bridge exposes, by their upstream names (URIs for resources):
 * those matching an {@code allow} glob and no {@code deny} glob. {@code *} matches any run of characters, {@code ?}
 * one character. Absent lists: everything is allowed, nothing denied.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Exposure(List<String> allow, List<String> deny) {

    public static final Exposure EVERYTHING = new Exposure(null, null);

    public Exposure {
        allow = allow == null ? List.of("*") : List.copyOf(allow);
        deny = deny == null ? List.of() : List.copyOf(deny);
    }

    public boolean exposes(String name) {
        return allow.stream().anyMatch(glob -> matches(glob, name)) && deny.stream().noneMatch(glob -> matches(glob, name));
    }

    static boolean matches(String glob, String name) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(name).matches();
    }
}

package dev.switchboard.githubsearch.credentials;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;

/**
 * The token a search is made with, or none. The token itself only ever leaves through {@link #authorization()}; the
 * {@link #identity()} (a one-way fingerprint) keys caches and rate-limit state, the {@link #label()} names the token's
 * configuration in messages, and {@link #toString()} shows neither the token nor its fingerprint.
 */
public final class GitHubCredential {

    private static final GitHubCredential ANONYMOUS = new GitHubCredential(null, "anonymous", "no token (anonymous)");

    private final String token;
    private final String identity;
    private final String label;

    private GitHubCredential(String token, String identity, String label) {
        this.token = token;
        this.identity = identity;
        this.label = label;
    }

    public static GitHubCredential anonymous() {
        return ANONYMOUS;
    }

    /** @param label where the token is configured, e.g. {@code GITHUB_TOKEN}; never the token */
    public static GitHubCredential ofToken(String token, String label) {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(label, "label");
        if (token.isBlank()) {
            throw new IllegalArgumentException("A GitHub token must not be blank (" + label + ")");
        }
        String trimmed = token.strip();
        return new GitHubCredential(trimmed, "token-" + fingerprint(trimmed), label);
    }

    /** The {@code Authorization} header value, empty for anonymous access. */
    public Optional<String> authorization() {
        return token == null ? Optional.empty() : Optional.of("Bearer " + token);
    }

    /** Stable, non-reversible name of the token: equal tokens share caches and rate-limit state. */
    public String identity() {
        return identity;
    }

    /** Where the token is configured, for messages an operator can act on. */
    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return "GitHubCredential[" + label + "]";
    }

    private static String fingerprint(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(("switchboard-github-search:" + token).getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 22);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}

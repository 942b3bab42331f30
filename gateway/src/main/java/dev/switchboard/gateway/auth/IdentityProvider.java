package dev.switchboard.gateway.auth;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * An identity provider a tenant trusts: the issuer whose tokens act in that tenant, and how its tokens are read. The
 * gateway decides a token's tenant by its issuer (and {@code require}), never by a claim the token carries.
 *
 * @param name the entry's name within its tenant (a path segment of the admin API)
 * @param issuer the issuer identifier (RFC 8414): metadata and keys are discovered from it
 * @param audiences audiences a token must name one of; default the gateway's own ({@code gateway.auth.oauth.audience},
 *        else its resource URIs and the tenant's own endpoint {@code /t/<tenant>/mcp})
 * @param require claims and the values they must have, all of them: what tells one customer of a shared issuer from
 *        another ({@code hd} of Google Workspace, {@code tid} of Entra ID)
 * @param subjectClaim the claim naming the person; default {@code sub}
 * @param scopeClaim the claim holding the granted scopes; default {@code scope}, else {@code scp}
 * @param groupsClaim the claim listing the person's groups, read for {@code groupScopes}
 * @param groupScopes scopes granted to members of a group, by group name
 * @param clients client ids (the token's {@code azp}, else {@code client_id}) whose tokens count; absent: any client
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = false)
public record IdentityProvider(String name, String issuer, List<String> audiences, Map<String, String> require,
        String subjectClaim, String scopeClaim, String groupsClaim, Map<String, List<String>> groupScopes,
        List<String> clients) {

    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    /** The issuer without a trailing slash, as tokens are compared with it. */
    @JsonIgnore
    public String issuerId() {
        return issuer == null ? null : normalise(issuer);
    }

    /** The claim naming the person. */
    @JsonIgnore
    public String subject() {
        return subjectClaim == null ? "sub" : subjectClaim;
    }

    /** Whether a token with these claims (read after its signature was verified) meets every condition. */
    public boolean admits(Map<String, Object> claims) {
        if (require == null) {
            return true;
        }
        for (Map.Entry<String, String> condition : require.entrySet()) {
            if (!condition.getValue().equals(Claims.text(claims.get(condition.getKey())))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a token could meet the conditions of both entries of one issuer: true unless both require one claim and
     * with different values. Two tenants may trust one issuer only when this is false.
     */
    public boolean overlaps(IdentityProvider other) {
        if (!Objects.equals(issuerId(), other.issuerId())) {
            return false;
        }
        if (require == null || other.require == null) {
            return true;
        }
        for (Map.Entry<String, String> condition : require.entrySet()) {
            String theirs = other.require.get(condition.getKey());
            if (theirs != null && !theirs.equals(condition.getValue())) {
                return false;
            }
        }
        return true;
    }

    /** What is wrong with the entry, each problem prefixed by its field ({@code prefix} + field); empty when valid. */
    public List<String> problems(String prefix) {
        List<String> problems = new ArrayList<>();
        if (name == null || !NAME.matcher(name).matches()) {
            problems.add(prefix + "name: 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit");
        }
        String issuerProblem = urlProblem(issuer, true);
        if (issuerProblem != null) {
            problems.add(prefix + "issuer: " + issuerProblem);
        }
        if (audiences != null) {
            if (audiences.isEmpty()) {
                problems.add(prefix + "audiences: leave it out for the tenant's resource URIs, or name at least one");
            }
            for (String audience : audiences) {
                if (urlProblem(audience, false) != null) {
                    problems.add(prefix + "audiences: '" + audience + "' is not an absolute URI");
                }
            }
        }
        if (require != null && new LinkedHashMap<>(require).entrySet().stream().anyMatch(entry -> blank(entry.getKey())
                || blank(entry.getValue()))) {
            problems.add(prefix + "require: give claim names and the values they must have, none empty");
        }
        for (String[] claim : new String[][] { { "subjectClaim", subjectClaim }, { "scopeClaim", scopeClaim },
                { "groupsClaim", groupsClaim } }) {
            if (claim[1] != null && blank(claim[1])) {
                problems.add(prefix + claim[0] + ": a claim name, or leave it out");
            }
        }
        if (groupScopes != null) {
            if (groupsClaim == null) {
                problems.add(prefix + "groupScopes: name the claim that lists groups in groupsClaim");
            }
            new LinkedHashMap<>(groupScopes).forEach((group, scopes) -> {
                if (blank(group) || scopes == null || scopes.isEmpty()
                        || scopes.stream().anyMatch(scope -> blank(scope) || scope.contains(" "))) {
                    problems.add(prefix + "groupScopes: each group gives a non-empty list of scope names without "
                            + "spaces");
                }
            });
        }
        if (clients != null && (clients.isEmpty() || clients.stream().anyMatch(IdentityProvider::blank))) {
            problems.add(prefix + "clients: leave it out for any client, or give client ids, none empty");
        }
        return problems;
    }

    /** The issuer URL without a trailing slash. */
    public static String normalise(String issuer) {
        return issuer.endsWith("/") ? issuer.substring(0, issuer.length() - 1) : issuer;
    }

    /**
     * Why {@code url} is no issuer (or, with {@code issuer} false, no absolute URI); null when it is one. An issuer is
     * {@code https} (RFC 8414 §2), or {@code http} on a loopback address for a local identity provider, without query or
     * fragment.
     */
    private static String urlProblem(String url, boolean issuer) {
        if (blank(url)) {
            return "required";
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            return "'" + url + "' is not a URL";
        }
        if (!uri.isAbsolute() || uri.getHost() == null) {
            return "'" + url + "' is not an absolute URL";
        }
        if (!issuer) {
            return null;
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost().toLowerCase(Locale.ROOT);
        boolean loopback = host.equals("localhost") || host.equals("127.0.0.1") || host.equals("[::1]");
        if (!scheme.equals("https") && !(scheme.equals("http") && loopback)) {
            return "'" + url + "' must use https (http only on a loopback address)";
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            return "'" + url + "' must have no query or fragment (RFC 8414 section 2)";
        }
        return null;
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}

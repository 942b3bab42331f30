package dev.switchboard.gateway.tenant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import dev.switchboard.gateway.auth.IdentityProvider;

/**
 * What one tenant may do, as operators write it ({@code PUT /admin/v1/tenants/{tenant}}). Every field is optional;
 * absent means no restriction.
 *
 * @param tools tool names allowed and denied (globs; deny wins)
 * @param prompts prompt names allowed and denied
 * @param resources resource URIs and URI templates allowed and denied
 * @param scopes the scopes a tool needs, by tool name glob (first match wins); default {@code tools:call}
 * @param discovery how {@code tools/list} shows the tenant's tools: {@code full} (every tool, the default) or
 *        {@code progressive} (the pinned tools and the gateway's tools that find and call the others)
 * @param pinnedTools tool name globs that {@code progressive} discovery still lists
 * @param identityProviders the issuers whose tokens act in this tenant (see {@link IdentityProvider})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = false)
public record TenantRecord(String displayName, Rules tools, Rules prompts, Rules resources,
        Map<String, List<String>> scopes, Quotas quotas, String discovery, List<String> pinnedTools,
        List<IdentityProvider> identityProviders) {

    public static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    public static final String FULL_DISCOVERY = "full";
    public static final String PROGRESSIVE_DISCOVERY = "progressive";

    /** The identity providers the tenant trusts; empty when it has none of its own. */
    public List<IdentityProvider> trustedIdentityProviders() {
        return identityProviders == null ? List.of() : identityProviders;
    }

    /** This record with {@code providers} as its identity providers (none when empty). */
    public TenantRecord withIdentityProviders(List<IdentityProvider> providers) {
        return new TenantRecord(displayName, tools, prompts, resources, scopes, quotas, discovery, pinnedTools,
                providers == null || providers.isEmpty() ? null : List.copyOf(providers));
    }

    /** Whether {@code tools/list} shows this tenant its pinned tools and the discovery tools instead of every tool. */
    public boolean discoversProgressively() {
        return PROGRESSIVE_DISCOVERY.equals(discovery);
    }

    /** Whether progressive discovery still lists {@code tool}. */
    public boolean pins(String tool) {
        return pinnedTools != null && pinnedTools.stream().anyMatch(glob -> Glob.of(glob).matches(tool));
    }

    /** Allow and deny lists of globs; an absent allow list allows everything. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Rules(List<String> allow, List<String> deny) {

        public boolean permits(String name) {
            if (deny != null && deny.stream().anyMatch(glob -> Glob.of(glob).matches(name))) {
                return false;
            }
            return allow == null || allow.stream().anyMatch(glob -> Glob.of(glob).matches(name));
        }
    }

    /** Limits; an absent field (or 0) is no limit. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Quotas(Integer requestsPerMinute, Integer requestsPerMinutePerSubject, Integer concurrentCalls,
            Integer sessionsPerSubject, Long resultCacheBytes, Integer tasks) {

        public int perMinute() {
            return requestsPerMinute == null ? 0 : requestsPerMinute;
        }

        public int perSubjectPerMinute() {
            return requestsPerMinutePerSubject == null ? 0 : requestsPerMinutePerSubject;
        }

        public int calls() {
            return concurrentCalls == null ? 0 : concurrentCalls;
        }

        public int sessions() {
            return sessionsPerSubject == null ? 0 : sessionsPerSubject;
        }

        /** Tasks the tenant may hold at once (running or finished, until each expires); 0 for no limit. */
        public int taskLimit() {
            return tasks == null ? 0 : tasks;
        }

        /** Bytes of cached tool results the tenant may hold at once; 0 for no limit. */
        public long cacheBytes() {
            return resultCacheBytes == null ? 0 : resultCacheBytes;
        }

        public boolean limitsRequests() {
            return perMinute() > 0 || perSubjectPerMinute() > 0 || calls() > 0;
        }
    }

    public boolean allowsTool(String name) {
        return tools == null || tools.permits(name);
    }

    public boolean allowsPrompt(String name) {
        return prompts == null || prompts.permits(name);
    }

    public boolean allowsResource(String uriOrTemplate) {
        return resources == null || resources.permits(uriOrTemplate);
    }

    /** The scopes {@code tool} needs under this record; empty when the record names none for it. */
    public List<String> scopesFor(String tool) {
        if (scopes == null) {
            return List.of();
        }
        for (Map.Entry<String, List<String>> entry : scopes.entrySet()) {
            if (Glob.of(entry.getKey()).matches(tool)) {
                return entry.getValue();
            }
        }
        return List.of();
    }

    public Quotas quotasOrNone() {
        return quotas == null ? new Quotas(null, null, null, null, null, null) : quotas;
    }

    /** What is wrong with the record, in words an operator can act on; empty when it is valid. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        rules("tools", tools, Glob.Kind.NAME, problems);
        rules("prompts", prompts, Glob.Kind.NAME, problems);
        rules("resources", resources, Glob.Kind.URI, problems);
        if (scopes != null) {
            new LinkedHashMap<>(scopes).forEach((tool, list) -> {
                Glob.problem(tool, Glob.Kind.NAME).ifPresent(problem -> problems.add("scopes: " + problem));
                if (list == null || list.isEmpty() || list.stream().anyMatch(s -> s == null || s.isBlank()
                        || s.contains(" "))) {
                    problems.add("scopes." + tool + ": give a non-empty list of scope names without spaces");
                }
            });
        }
        if (quotas != null) {
            positive("quotas.requestsPerMinute", quotas.requestsPerMinute(), problems);
            positive("quotas.requestsPerMinutePerSubject", quotas.requestsPerMinutePerSubject(), problems);
            positive("quotas.concurrentCalls", quotas.concurrentCalls(), problems);
            positive("quotas.sessionsPerSubject", quotas.sessionsPerSubject(), problems);
            positive("quotas.tasks", quotas.tasks(), problems);
            if (quotas.resultCacheBytes() != null && quotas.resultCacheBytes() < 0) {
                problems.add("quotas.resultCacheBytes: must be 0 (no limit) or more, not " + quotas.resultCacheBytes());
            }
        }
        if (discovery != null && !FULL_DISCOVERY.equals(discovery) && !PROGRESSIVE_DISCOVERY.equals(discovery)) {
            problems.add("discovery: \"" + FULL_DISCOVERY + "\" or \"" + PROGRESSIVE_DISCOVERY + "\", not \"" + discovery
                    + "\"");
        }
        globs("pinnedTools", pinnedTools, Glob.Kind.NAME, problems);
        identityProviderProblems(problems);
        if (displayName != null && displayName.length() > 200) {
            problems.add("displayName: at most 200 characters");
        }
        return problems;
    }

    private void identityProviderProblems(List<String> problems) {
        List<IdentityProvider> providers = trustedIdentityProviders();
        java.util.Set<String> names = new java.util.HashSet<>();
        java.util.Set<String> issuers = new java.util.HashSet<>();
        for (int i = 0; i < providers.size(); i++) {
            IdentityProvider provider = providers.get(i);
            if (provider == null) {
                problems.add("identityProviders[" + i + "]: an object, not null");
                continue;
            }
            problems.addAll(provider.problems("identityProviders[" + i + "]."));
            if (provider.name() != null && !names.add(provider.name())) {
                problems.add("identityProviders[" + i + "].name: '" + provider.name() + "' is named twice");
            }
            if (provider.issuer() != null && !issuers.add(provider.issuerId())) {
                problems.add("identityProviders[" + i + "].issuer: the tenant already trusts " + provider.issuer()
                        + "; one entry per issuer");
            }
        }
    }

    private static void rules(String field, Rules rules, Glob.Kind kind, List<String> problems) {
        if (rules != null) {
            globs(field + ".allow", rules.allow(), kind, problems);
            globs(field + ".deny", rules.deny(), kind, problems);
        }
    }

    /** The first pattern of a list that is no glob, named by its field and place, e.g. {@code tools.deny[1]}. */
    private static void globs(String field, List<String> globs, Glob.Kind kind, List<String> problems) {
        for (int i = 0; globs != null && i < globs.size(); i++) {
            Optional<String> problem = Glob.problem(globs.get(i), kind);
            if (problem.isPresent()) {
                problems.add(field + "[" + i + "]: " + problem.get());
                return;
            }
        }
    }

    private static void positive(String field, Integer value, List<String> problems) {
        if (value != null && value < 0) {
            problems.add(field + ": must be 0 (no limit) or more, not " + value);
        }
    }
}

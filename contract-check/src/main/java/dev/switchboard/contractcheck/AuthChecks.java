package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.PromptDescriptor;

/**
 * Only the gateway may call, and only for the caller its token names: on every route the service serves, a call
 * without a token, with a spoiled signature, for another service or expired is refused with 401, and a body naming
 * another tenant or subject than the token, or none, with 403. No refused call may reach a handler.
 */
final class AuthChecks {

    private final ServiceUnderCheck service;
    private final Report report;
    private final List<Route> routes = new ArrayList<>();

    /** A route to knock on: its path, the document's spelling of it, and a body for a given context. */
    private record Route(String path, String template, Function<ObjectNode, ObjectNode> body) {
    }

    AuthChecks(ServiceUnderCheck service, Report report, Optional<Map.Entry<String, ObjectNode>> tool) {
        this.service = service;
        this.report = report;
        tool.ifPresent(callable -> routes.add(new Route(InternalPaths.TOOLS + callable.getKey(), ToolChecks.TOOLS,
                context -> body(context).set("arguments", callable.getValue()))));
        if (!service.manifest.prompts().isEmpty()) {
            PromptDescriptor prompt = service.manifest.prompts().get(0);
            ObjectNode arguments = Optional.ofNullable(service.options.promptArguments().get(prompt.name()))
                    .orElseGet(() -> OfferingChecks.madeUp(prompt, true, "sample"));
            routes.add(new Route(InternalPaths.PROMPTS + prompt.name(), OfferingChecks.PROMPTS,
                    context -> body(context).set("arguments", arguments)));
        }
        routes.add(new Route(InternalPaths.RESOURCES_READ, InternalPaths.RESOURCES_READ,
                context -> body(context).put("uri", "contract-check://no-such-resource")));
        if (service.manifest.dynamicResources()) {
            routes.add(new Route(InternalPaths.RESOURCES_LIST, InternalPaths.RESOURCES_LIST, AuthChecks::body));
        }
        if (service.manifest.completions()) {
            routes.add(new Route(InternalPaths.COMPLETIONS, InternalPaths.COMPLETIONS,
                    context -> body(context).put("refType", "ref/prompt").put("ref", "contract-check")
                            .put("argumentName", "x").put("value", "")));
        }
    }

    private static ObjectNode body(ObjectNode context) {
        ObjectNode body = ServiceUnderCheck.JSON.createObjectNode();
        if (context != null) {
            body.set("context", context);
        }
        return body;
    }

    void run() throws InterruptedException {
        String valid = service.tokens.token(service.name(), service.tenant, service.subject);
        refused("auth.unsigned", "no token", null, service.context(), 401);
        refused("auth.spoiled-signature", "a token whose signature does not verify",
                "Bearer " + InternalTokenSource.withSpoiledSignature(valid), service.context(), 401);
        Optional<String> otherService = service.tokens.signed("not-" + service.name(), service.tenant,
                service.subject, Instant.now().plusSeconds(60));
        Optional<String> expired = service.tokens.signed(service.name(), service.tenant, service.subject,
                Instant.now().minusSeconds(120));
        if (otherService.isPresent() && expired.isPresent()) {
            refused("auth.other-audience", "a token for another service", "Bearer " + otherService.get(),
                    service.context(), 401);
            refused("auth.expired", "an expired token", "Bearer " + expired.get(), service.context(), 401);
        } else {
            report.warn("auth.other-audience", "not checked: with --token instead of --signing-key the checker "
                    + "cannot sign a token for another service or an expired one");
        }
        refused("auth.foreign-tenant", "a body naming another tenant than its token", "Bearer " + valid,
                service.context().put("tenant", service.tenant + "-other"), 403);
        refused("auth.foreign-subject", "a body naming another subject than its token", "Bearer " + valid,
                service.context().put("subject", service.subject + "-other"), 403);
        refused("auth.no-caller", "a body without a context", "Bearer " + valid, null, 403);
    }

    private void refused(String check, String what, String authorization, ObjectNode context, int expected)
            throws InterruptedException {
        int before = report.findings().size();
        for (Route route : routes) {
            HttpResponse<byte[]> answer;
            try {
                answer = service.post(route.path(), "application/json", authorization, service.revision,
                        route.body().apply(context == null ? null : context.deepCopy()).toString());
            } catch (IOException e) {
                report.fail(check, "POST " + route.path() + ": the connection broke: " + e);
                continue;
            }
            if (answer.statusCode() != expected) {
                report.fail(check, "POST " + route.path() + " with " + what + " was answered HTTP "
                        + answer.statusCode() + (answer.statusCode() < 400 ? ", so it ran" : "") + "; it must be "
                        + expected + (expected == 401
                                ? ": verify the gateway's token (signature by a configured key, iss, aud = the "
                                        + "service's name, exp) on every POST before reading the body"
                                : ": the body's context.tenant and context.subject must equal the token's tenant and "
                                        + "sub claims")
                        + " (docs/tool-service-contract.md, The internal token)");
                continue;
            }
            service.contract.checkResponse("POST", route.template(), answer)
                    .forEach(problem -> report.fail(check, problem));
        }
        if (report.findings().size() == before) {
            report.pass(check, what + ": " + expected + " with a ContractError on " + routes.size() + " route(s)");
        }
    }
}

package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.ResourceDescriptor;

/**
 * Prompts, resources and completions: each prompt built with its required arguments (and refused without them), each
 * listed resource read, an unknown one refused with -32002, the caller's resource list and a completion when the
 * manifest offers them.
 */
final class OfferingChecks {

    static final String PROMPTS = "/internal/v1/prompts/{name}";

    private final ServiceUnderCheck service;
    private final Report report;

    OfferingChecks(ServiceUnderCheck service, Report report) {
        this.service = service;
        this.report = report;
    }

    void run() throws InterruptedException {
        try {
            for (PromptDescriptor prompt : service.manifest.prompts()) {
                prompt(prompt);
            }
            for (ResourceDescriptor resource : service.manifest.resources()) {
                answered("resources." + resource.uri(), InternalPaths.RESOURCES_READ, InternalPaths.RESOURCES_READ,
                        body().put("uri", resource.uri()), 200, "read");
            }
            // Under the service's revision of now: tool calls may have changed the manifest, and an unknown resource
            // under another revision is rightly 421 (the gateway then tries another instance).
            String before = service.revision;
            service.reReadManifest();
            String changed = service.revision.equals(before) ? ""
                    : " (under revision " + service.revision + ": calls changed the manifest, whose revision was "
                            + before + ")";
            answered("resources.unknown", InternalPaths.RESOURCES_READ, InternalPaths.RESOURCES_READ,
                    body().put("uri", "contract-check://no-such-resource"), 404,
                    "an unknown resource refused with 404 and code -32002" + changed);
            if (service.manifest.dynamicResources()) {
                answered("resources.list", InternalPaths.RESOURCES_LIST, InternalPaths.RESOURCES_LIST, body(), 200,
                        "the caller's resources listed");
            }
            if (service.manifest.completions()) {
                completion();
            }
        } catch (IOException e) {
            report.fail("offerings", "the connection broke: " + e);
        }
    }

    /**
     * Builds the prompt with the arguments given for it, else with made-up values for its required arguments. Prompt
     * arguments have no schema, so a service may rightly refuse made-up values as wrong (400 with a
     * {@code ContractError}): a warning that asks for real ones. A refusal of another shape, or a crash, fails.
     */
    private void prompt(PromptDescriptor prompt) throws IOException, InterruptedException {
        String check = "prompts." + prompt.name();
        ObjectNode given = service.options.promptArguments().get(prompt.name());
        ObjectNode arguments = given != null ? given.deepCopy() : madeUp(prompt, false, "sample");
        String path = InternalPaths.PROMPTS + prompt.name();
        ObjectNode sent = (ObjectNode) ServiceUnderCheck.JSON.createObjectNode().set("arguments", arguments);
        HttpResponse<byte[]> answer = service.call(path, body().setAll(sent));
        List<String> problems = service.contract.checkResponse("POST", PROMPTS, answer);
        if (answer.statusCode() == 400 && problems.isEmpty()) {
            report.warn(check, (given != null ? "the --prompt-arguments given " : "made-up arguments ") + arguments
                    + " were refused with HTTP 400: " + ServiceUnderCheck.text(answer) + "; give ones the prompt "
                    + "accepts with --prompt-arguments " + prompt.name() + "='"
                    + madeUp(prompt, false, "…") + "'");
        } else {
            expectStatus(check, path, sent, answer, problems, 200, "built");
        }
        if (prompt.arguments() != null && prompt.arguments().stream().anyMatch(OfferingChecks::required)) {
            answered(check + ".missing-argument", path, PROMPTS,
                    (ObjectNode) body().set("arguments", ServiceUnderCheck.JSON.createObjectNode()), 400,
                    "refused without its required arguments");
        }
    }

    /** Made-up arguments for {@code prompt}: {@code value} for each required one (each declared one when {@code all}). */
    static ObjectNode madeUp(PromptDescriptor prompt, boolean all, String value) {
        ObjectNode arguments = ServiceUnderCheck.JSON.createObjectNode();
        Optional.ofNullable(prompt.arguments()).orElse(List.of()).stream()
                .filter(argument -> all || required(argument))
                .forEach(argument -> arguments.put(argument.name(), value));
        return arguments;
    }

    private static boolean required(PromptArgument argument) {
        return Boolean.TRUE.equals(argument.required());
    }

    private void completion() throws IOException, InterruptedException {
        ObjectNode request = body().put("value", "");
        Optional<PromptDescriptor> prompt = service.manifest.prompts().stream()
                .filter(candidate -> candidate.arguments() != null && !candidate.arguments().isEmpty()).findFirst();
        if (prompt.isPresent()) {
            request.put("refType", "ref/prompt").put("ref", prompt.get().name())
                    .put("argumentName", prompt.get().arguments().get(0).name());
        } else if (!service.manifest.resourceTemplates().isEmpty()) {
            String template = service.manifest.resourceTemplates().get(0).uriTemplate();
            int open = template.indexOf('{');
            String variable = open < 0 ? "x"
                    : template.substring(open + 1, template.indexOf('}', open))
                            .replaceAll("^[+#./;?&]", "").split("[,*:]")[0];
            request.put("refType", "ref/resource").put("ref", template).put("argumentName", variable);
        } else {
            report.warn("completions", "the manifest offers completions but no prompt argument or template to "
                    + "complete; not called");
            return;
        }
        answered("completions", InternalPaths.COMPLETIONS, InternalPaths.COMPLETIONS, request, 200, "completed "
                + request.path("refType").asText() + " " + request.path("ref").asText());
    }

    private void answered(String check, String path, String template, ObjectNode body, int expected, String passed)
            throws IOException, InterruptedException {
        HttpResponse<byte[]> answer = service.call(path, body);
        expectStatus(check, path, body.without("context"), answer,
                service.contract.checkResponse("POST", template, answer), expected, passed);
    }

    /** Passes {@code check} when {@code answer} has the expected status and breaks the document nowhere. */
    private void expectStatus(String check, String path, JsonNode sent, HttpResponse<byte[]> answer,
            List<String> problems, int expected, String passed) {
        if (answer.statusCode() != expected) {
            report.fail(check, "POST " + path + " " + sent + " was answered HTTP " + answer.statusCode() + " ("
                    + ServiceUnderCheck.text(answer) + "); expected " + expected);
            problems.forEach(problem -> report.fail(check, problem));
            return;
        }
        report.expect(check, problems, passed);
    }

    private ObjectNode body() {
        return (ObjectNode) ServiceUnderCheck.JSON.createObjectNode().set("context", service.context());
    }
}

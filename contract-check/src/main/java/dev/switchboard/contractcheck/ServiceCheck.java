package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.sessionstore.registry.ManifestRevision;

/**
 * Runs every check on one service, in the order a problem is easiest to act on: the manifest (without which nothing
 * else can be checked), the tools, the other offerings, the refusals the contract demands, authentication, health.
 */
final class ServiceCheck {

    static final String MANIFEST = InternalPaths.MANIFEST;

    private final ServiceUnderCheck service;
    private final Report report = new Report();

    ServiceCheck(ServiceUnderCheck service) {
        this.service = service;
    }

    /** The findings; {@link ServiceUnreachable} when the manifest cannot even be fetched. */
    Report run() throws ServiceUnreachable, InterruptedException {
        if (!manifest()) {
            return report;
        }
        ToolChecks tools = new ToolChecks(service, report);
        tools.run();
        new OfferingChecks(service, report).run();
        errors();
        new AuthChecks(service, report, tools.callableTool()).run();
        new HealthChecks(service, report).run();
        return report;
    }

    private boolean manifest() throws ServiceUnreachable, InterruptedException {
        HttpResponse<byte[]> answer;
        try {
            answer = service.get(service.options.url(), MANIFEST);
        } catch (IOException e) {
            throw new ServiceUnreachable("cannot reach " + service.options.url() + MANIFEST + ": " + e);
        }
        if (answer.statusCode() != 200) {
            report.fail("manifest", "GET " + MANIFEST + " answered HTTP " + answer.statusCode() + " ("
                    + ServiceUnderCheck.text(answer) + "); it must answer 200 with the manifest, without a token. "
                    + "Is --url the service's base URL?");
            return false;
        }
        List<String> problems = service.contract.checkResponse("GET", MANIFEST, answer);
        JsonNode tree;
        try {
            tree = ServiceUnderCheck.JSON.readTree(answer.body());
            service.manifest = ServiceUnderCheck.JSON.treeToValue(tree, ServiceManifest.class);
        } catch (IOException | IllegalArgumentException | NullPointerException e) {
            problems.forEach(problem -> report.fail("manifest", problem));
            report.fail("manifest", "the manifest cannot be read as the gateway reads it: " + e.getMessage());
            return false;
        }
        service.revision = ManifestRevision.of(tree);
        report.expect("manifest", problems, "service '" + service.name() + "' " + service.manifest.version() + ": "
                + service.manifest.tools().size() + " tool(s), " + service.manifest.prompts().size() + " prompt(s), "
                + service.manifest.resources().size() + " resource(s), "
                + service.manifest.resourceTemplates().size() + " template(s)");
        String header = answer.headers().firstValue(ManifestRevision.HEADER).orElse(null);
        if (header != null && !header.equals(service.revision)) {
            report.fail("manifest.revision", ManifestRevision.HEADER + " says " + header + ", but the gateway computes "
                    + service.revision + " for this manifest (the first 12 hex digits of the SHA-256 of its canonical "
                    + "JSON, see docs/tool-service-contract.md): the service would take its own release's calls for "
                    + "another release's");
        } else if (header != null) {
            report.pass("manifest.revision", "revision " + header + ", as the gateway computes it");
        }
        if (service.manifest.http2()) {
            Http2Check.run(service.options.url(), report);
        }
        return true;
    }

    /** The refusals every service must answer with a {@code ContractError}: a malformed body, an unknown tool. */
    private void errors() throws InterruptedException {
        String unknown = InternalPaths.TOOLS + "contract-check-no-such-tool";
        String body = "{\"arguments\":{},\"context\":" + service.context() + "}";
        String before = service.revision;
        service.reReadManifest();
        String changed = service.revision.equals(before) ? ""
                : " (under revision " + service.revision + ": calls changed the manifest, whose revision was " + before
                        + ")";
        try {
            HttpResponse<byte[]> mine = service.post(unknown, "application/json", service.authorization(),
                    service.revision, body);
            List<String> problems = service.contract.checkResponse("POST", ToolChecks.TOOLS, mine);
            if (mine.statusCode() == 421) {
                report.fail("errors.unknown-tool", "a call for a tool the service lacks, naming the service's own "
                        + "revision, was answered 421: the gateway retries 421 elsewhere in vain; answer 404");
            } else if (mine.statusCode() != 404) {
                report.fail("errors.unknown-tool", "a call for a tool the service lacks was answered HTTP "
                        + mine.statusCode() + " (" + ServiceUnderCheck.text(mine) + "); answer 404 with a "
                        + "ContractError {code: -32602, message}");
            } else {
                report.expect("errors.unknown-tool", problems, "404 with a ContractError" + changed);
            }
            HttpResponse<byte[]> other = service.post(unknown, "application/json", service.authorization(),
                    "000000000000", body);
            if (other.statusCode() == 421 || other.statusCode() == 404) {
                report.expect("errors.misdirected", service.contract.checkResponse("POST", ToolChecks.TOOLS, other),
                        other.statusCode() == 421 ? "421 for another release's tool, naming both revisions"
                                : "404 for another release's tool (421 would let the gateway retry another instance "
                                        + "during a rolling update)");
            } else {
                report.fail("errors.misdirected", "a call for another release's tool was answered HTTP "
                        + other.statusCode() + "; answer 421 (or 404) with a ContractError");
            }
            HttpResponse<byte[]> streamOnly = service.post(unknown, "text/event-stream", service.authorization(),
                    "000000000000", body);
            if (streamOnly.statusCode() == other.statusCode()) {
                report.expect("errors.refused-before-any-event",
                        service.contract.checkResponse("POST", ToolChecks.TOOLS, streamOnly),
                        streamOnly.statusCode() + " too for a caller accepting only text/event-stream");
            } else {
                report.fail("errors.refused-before-any-event", "the same call accepting only text/event-stream was "
                        + "answered HTTP " + streamOnly.statusCode() + " instead of " + other.statusCode() + " ("
                        + ServiceUnderCheck.text(streamOnly) + "): a refusal before the first event keeps its status "
                        + "whatever the caller accepts, so that a 421 is retried; open the stream only for an event "
                        + "or the result");
            }
            String anyTool = service.manifest.tools().isEmpty() ? unknown
                    : InternalPaths.TOOLS + service.manifest.tools().get(0).name();
            HttpResponse<byte[]> malformed = service.post(anyTool, "application/json", service.authorization(),
                    service.revision, "{\"arguments\":");
            if (malformed.statusCode() != 400 && !(malformed.statusCode() == 404 && anyTool.equals(unknown))) {
                report.fail("errors.malformed-body", "a body that is not JSON was answered HTTP "
                        + malformed.statusCode() + " (" + ServiceUnderCheck.text(malformed) + "); answer 400 with a "
                        + "ContractError {code: -32602, message}");
            } else {
                report.expect("errors.malformed-body",
                        service.contract.checkResponse("POST", ToolChecks.TOOLS, malformed),
                        malformed.statusCode() + " with a ContractError");
            }
        } catch (IOException e) {
            report.fail("errors", "the service broke the connection: " + e);
        }
    }

    /** The service cannot be reached at all: nothing can be checked. */
    static final class ServiceUnreachable extends Exception {

        ServiceUnreachable(String message) {
            super(message);
        }
    }
}

package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The probes a deployment uses ({@code /q/health/live}, {@code ready}, {@code started}): up, and reports as the
 * contract describes them. Not ready usually means not registered: the readiness report says why.
 */
final class HealthChecks {

    private final ServiceUnderCheck service;
    private final Report report;

    HealthChecks(ServiceUnderCheck service, Report report) {
        this.service = service;
        this.report = report;
    }

    void run() throws InterruptedException {
        for (String probe : new String[] { "live", "ready", "started" }) {
            String path = "/q/health/" + probe;
            String check = "health." + probe;
            HttpResponse<byte[]> answer;
            try {
                answer = service.get(service.options.healthUrl(), path);
            } catch (IOException e) {
                report.fail(check, "cannot reach " + service.options.healthUrl() + path + " (" + e + "); give the "
                        + "management port with --health-url");
                continue;
            }
            if (answer.statusCode() == 404) {
                report.fail(check, service.options.healthUrl() + path + " answered 404: serve the probe there, or "
                        + "give the management port with --health-url");
                continue;
            }
            service.contract.checkResponse("GET", path, answer).forEach(problem -> report.fail(check, problem));
            if (answer.statusCode() == 200) {
                report.pass(check, "up");
            } else {
                report.fail(check, "down: " + why(answer) + (probe.equals("ready")
                        ? " (ready means registered in Redis, docs/tool-service-contract.md)"
                        : ""));
            }
        }
    }

    private static String why(HttpResponse<byte[]> answer) {
        try {
            JsonNode report = ServiceUnderCheck.JSON.readTree(answer.body());
            StringBuilder why = new StringBuilder("HTTP " + answer.statusCode());
            for (JsonNode check : report.path("checks")) {
                if (!"UP".equals(check.path("status").asText())) {
                    why.append(", check '").append(check.path("name").asText()).append("' ")
                            .append(check.path("data"));
                }
            }
            return why.toString();
        } catch (IOException e) {
            return "HTTP " + answer.statusCode();
        }
    }
}

package dev.switchboard.contractcheck;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** What the checks found, in the order they ran: each a check's name, its outcome and a sentence for the author. */
final class Report {

    /** How a check came out. */
    enum Outcome {
        PASS,
        /** Allowed by the contract, but likely not what the author meant, or not checked fully. */
        WARN,
        FAIL
    }

    /** One check's result. */
    record Finding(Outcome outcome, String check, String message) {
    }

    private final List<Finding> findings = new ArrayList<>();

    void pass(String check, String message) {
        findings.add(new Finding(Outcome.PASS, check, message));
    }

    void warn(String check, String message) {
        findings.add(new Finding(Outcome.WARN, check, message));
    }

    void fail(String check, String message) {
        findings.add(new Finding(Outcome.FAIL, check, message));
    }

    /** Fails {@code check} with each problem, or passes it with {@code passed} when there is none. */
    void expect(String check, List<String> problems, String passed) {
        if (problems.isEmpty()) {
            pass(check, passed);
        } else {
            problems.forEach(problem -> fail(check, problem));
        }
    }

    List<Finding> findings() {
        return List.copyOf(findings);
    }

    boolean failed() {
        return findings.stream().anyMatch(finding -> finding.outcome() == Outcome.FAIL);
    }

    void print(PrintStream out) {
        int width = findings.stream().mapToInt(finding -> finding.check().length()).max().orElse(0);
        for (Finding finding : findings) {
            out.printf("%-4s  %-" + width + "s  %s%n", finding.outcome(), finding.check(), finding.message());
        }
        long failures = count(Outcome.FAIL);
        long warnings = count(Outcome.WARN);
        out.printf("%ncontract-check: %d failure%s, %d warning%s, %d checks passed%n", failures,
                failures == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s", count(Outcome.PASS));
    }

    private long count(Outcome outcome) {
        return findings.stream().filter(finding -> finding.outcome() == outcome).count();
    }
}

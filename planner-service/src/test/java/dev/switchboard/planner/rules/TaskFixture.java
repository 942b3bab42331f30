package dev.switchboard.planner.rules;

import java.util.List;

import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.TaskType;

/** A realistic task of each type, with the step its type's template must contribute. */
record TaskFixture(TaskType type, String typicalAction, PlanRequest request) {

    static List<TaskFixture> all() {
        return List.of(
                new TaskFixture(TaskType.FEATURE, "designSolution", PlanRequest.of(
                        "Add CSV export to the reports page",
                        List.of("Users can export any report as CSV",
                                "Exports over 10000 rows run in the background and notify the user by email",
                                "The export button respects report permissions"),
                        List.of("No new third-party dependencies"))),
                new TaskFixture(TaskType.BUG_FIX, "reproduceBug", PlanRequest.of(
                        "Fix the crash when saving a profile with an empty name",
                        List.of("Saving with an empty name shows a validation message",
                                "Existing profiles with empty names can still be opened"),
                        List.of("Ship as a patch release", "No database migration"))),
                new TaskFixture(TaskType.REFACTOR, "pinBehaviourWithTests", PlanRequest.of(
                        "Refactor the billing module to decouple invoicing from payments",
                        List.of("Invoicing has no compile-time dependency on payments",
                                "Public billing API stays unchanged"),
                        List.of())),
                new TaskFixture(TaskType.MIGRATION, "prepareRollback", PlanRequest.of(
                        "Migrate the user database from MySQL 5.7 to PostgreSQL 16",
                        List.of("All 12 tables are moved with identical row counts", "Downtime under 10 minutes"),
                        List.of("Keep MySQL read-only for two weeks after cutover"))),
                new TaskFixture(TaskType.PERFORMANCE, "benchmarkBaseline", PlanRequest.of(
                        "Speed up the search endpoint; p99 latency is 2 seconds",
                        List.of("p99 latency below 300 ms at 200 requests per second"),
                        List.of("Same results as today for every query in the regression corpus"))),
                new TaskFixture(TaskType.SECURITY, "threatModel", PlanRequest.of(
                        "Harden the login endpoint against credential stuffing attacks",
                        List.of("Rate-limit failed logins per account and per IP",
                                "Offer TOTP second factor", "Alert on bursts of failed logins"),
                        List.of("No change for users who log in normally"))),
                new TaskFixture(TaskType.RESEARCH, "frameQuestions", PlanRequest.of(
                        "Evaluate message brokers for the event bus: Kafka or RabbitMQ",
                        List.of("Compare operating cost at 5000 messages per second",
                                "Check ordering guarantees per customer"),
                        List.of("Decision within two weeks"))),
                new TaskFixture(TaskType.DOCUMENTATION, "outlineContent", PlanRequest.of(
                        "Write a getting-started tutorial for the public client library",
                        List.of("Install and authenticate", "First request and error handling"),
                        List.of())),
                new TaskFixture(TaskType.OPERATIONS, "writeRunbook", PlanRequest.of(
                        "Deploy the gateway to Kubernetes with autoscaling and alerts",
                        List.of("Horizontal pod autoscaler between 2 and 10 replicas",
                                "Alert when the error rate exceeds 1% for 5 minutes"),
                        List.of("Zero-downtime rollout"))));
    }

    @Override
    public String toString() {
        return type.wireName();
    }
}

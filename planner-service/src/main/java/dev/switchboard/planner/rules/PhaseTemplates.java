package dev.switchboard.planner.rules;

import java.util.List;

import dev.switchboard.planner.plan.Estimate;
import dev.switchboard.planner.plan.TaskType;

import static dev.switchboard.planner.plan.Estimate.L;
import static dev.switchboard.planner.plan.Estimate.M;
import static dev.switchboard.planner.plan.Estimate.S;

/** The phase template of each task type: the steps an experienced engineer would not skip for that kind of work. */
final class PhaseTemplates {

    private PhaseTemplates() {
    }

    static PhaseTemplate of(TaskType type) {
        return switch (type) {
            case FEATURE -> new PhaseTemplate(
                    List.of(step("analyzeProblem", S,
                            "Clarify the goal, the users and the acceptance criteria of: {task}",
                            "Agreed scope and acceptance criteria"),
                            step("reviewExistingCode", S,
                                    "Map the code, interfaces and data the change will touch",
                                    "List of affected components")),
                    List.of(step("designSolution", M,
                            "Design the solution: interfaces, data model, error handling and rollout",
                            "Short design note with interface sketches")),
                    each("implementRequirement", "Implement: {requirement}", "Working code for: {requirement}"),
                    step("implementSolution", M, "Implement the solution for: {task}", "Working code"),
                    each("testRequirement", "Write and run automated tests proving: {requirement}",
                            "Passing tests for: {requirement}"),
                    step("testSolution", S, "Write and run automated tests for the expected behaviour",
                            "Passing tests"),
                    List.of(step("runAcceptanceTests", M,
                            "Run the acceptance criteria end to end against the integrated build",
                            "Acceptance test report")),
                    List.of(step("releaseFeature", S,
                            "Release the feature (behind a flag where useful) with release notes",
                            "Released version and release notes"),
                            step("gatherFeedback", S, "Watch usage and errors after the release and collect feedback",
                                    "Post-release observations")));
            case BUG_FIX -> new PhaseTemplate(
                    List.of(step("reproduceBug", S,
                            "Reproduce the failure reliably and capture it as a failing automated test: {task}",
                            "A failing test that reproduces the bug"),
                            step("findRootCause", M,
                                    "Trace the failure to its root cause (logs, debugger, bisecting recent changes)",
                                    "Root-cause note naming the faulty code and why it fails")),
                    List.of(step("designFix", S,
                            "Choose the smallest change that removes the root cause; look for the same fault elsewhere",
                            "Fix approach and other places with the same fault")),
                    each("implementFix", "Fix the code so that: {requirement}",
                            "Code change that satisfies: {requirement}"),
                    step("implementFix", M, "Fix the root cause of: {task}", "Code change removing the root cause"),
                    each("addRegressionTest",
                            "Add a regression test that fails without the fix and passes with it for: {requirement}",
                            "Regression test for: {requirement}"),
                    step("addRegressionTest", S, "Turn the reproduction into a regression test and make it pass",
                            "Regression test"),
                    List.of(step("runFullTestSuite", S, "Run the whole test suite to show the fix breaks nothing else",
                            "Green test run")),
                    List.of(step("shipFix", S, "Ship the fix (patch release or hotfix) with a changelog entry",
                            "Patched release"),
                            step("confirmInProduction", S,
                                    "Confirm the failure no longer occurs where it was reported",
                                    "Confirmation from logs, error rates or the reporter")));
            case REFACTOR -> new PhaseTemplate(
                    List.of(step("mapCurrentDesign", S,
                            "Map the current structure, its dependencies and pain points: {task}",
                            "Dependency map and list of pain points"),
                            step("pinBehaviourWithTests", M,
                                    "Add characterization tests that pin today's behaviour before changing structure",
                                    "Characterization tests passing on the current code")),
                    List.of(step("designTargetStructure", M,
                            "Design the target structure and a sequence of small behaviour-preserving steps",
                            "Target design and step sequence")),
                    each("refactorForRequirement", "Restructure the code in small steps so that: {requirement}",
                            "Refactored code satisfying: {requirement}"),
                    step("restructureCode", M, "Restructure the code in small behaviour-preserving steps: {task}",
                            "Refactored code"),
                    each("verifyBehaviourPreserved",
                            "Check that the characterization tests still pass and that: {requirement}",
                            "Passing tests and review notes for: {requirement}"),
                    step("verifyBehaviourPreserved", S,
                            "Run the characterization tests after each step to show behaviour is unchanged",
                            "Passing characterization tests"),
                    List.of(step("reviewCodeQuality", S,
                            "Review the result against the target design: complexity, coupling, duplication",
                            "Review notes with before and after measurements")),
                    List.of(step("mergeIncrementally", S,
                            "Merge in small reviewed increments and delete the code left unused",
                            "Merged changes with dead code removed")));
            case MIGRATION -> new PhaseTemplate(
                    List.of(step("inventoryCurrentSystem", M,
                            "Inventory what must move and who depends on it (data, schemas, interfaces, consumers): "
                                    + "{task}",
                            "Inventory of data, interfaces and consumers")),
                    List.of(step("designMigrationPath", M,
                            "Choose the path (big bang, dual run or incremental), the data mapping and compatibility",
                            "Migration plan with data mapping"),
                            step("prepareRollback", S, "Prepare a backup and a tested rollback before anything moves",
                                    "Backup and tested rollback procedure")),
                    each("migrateRequirement", "Migrate so that: {requirement}",
                            "Migrated component satisfying: {requirement}"),
                    step("performMigration", L, "Carry out the migration in a staging environment: {task}",
                            "Migration done in staging"),
                    each("validateMigration", "Validate on the migrated system that: {requirement}",
                            "Validation results for: {requirement}"),
                    step("validateMigration", M,
                            "Validate the migrated data and interfaces against the source (counts, checksums, "
                                    + "contract tests)",
                            "Validation report"),
                    List.of(step("rehearseMigration", M,
                            "Rehearse the whole migration and the rollback on a production-like copy",
                            "Rehearsal report with timings")),
                    List.of(step("cutOver", M, "Cut over in a planned window, watching errors and data consistency",
                            "Completed cutover"),
                            step("decommissionOldSystem", S,
                                    "Retire the old system or version once the new one is stable",
                                    "Old system retired")));
            case PERFORMANCE -> new PhaseTemplate(
                    List.of(step("benchmarkBaseline", M,
                            "Measure a reproducible baseline (latency percentiles, throughput, resource use) for: "
                                    + "{task}",
                            "Baseline benchmark results"),
                            step("profileHotspots", M, "Profile under realistic load to find where time and memory go",
                                    "Profile with the top hotspots")),
                    List.of(step("chooseOptimizations", S,
                            "Rank candidate optimizations by expected gain against risk and set target figures",
                            "Ranked optimization list with targets")),
                    each("optimizeForRequirement", "Optimize so that: {requirement}",
                            "Optimized code for: {requirement}"),
                    step("optimizeHotspots", M, "Optimize the measured hotspots: {task}", "Optimized code"),
                    each("benchmarkRequirement", "Benchmark against the baseline to show: {requirement}",
                            "Before and after figures for: {requirement}"),
                    step("benchmarkAgainstBaseline", S, "Re-run the baseline benchmark and compare the figures",
                            "Before and after figures"),
                    List.of(step("checkForRegressions", S,
                            "Run the functional tests and compare resource use to catch regressions",
                            "Green tests and resource comparison")),
                    List.of(step("rolloutAndMonitor", S, "Roll out gradually while watching latency and error rates",
                            "Production figures after rollout")));
            case SECURITY -> new PhaseTemplate(
                    List.of(step("threatModel", M,
                            "Model the threats (assets, entry points, attackers, trust boundaries) for: {task}",
                            "Threat model"),
                            step("auditAttackSurface", M,
                                    "Audit the affected code, dependencies and configuration for weaknesses",
                                    "Findings ranked by severity")),
                    List.of(step("designMitigations", S,
                            "Choose a mitigation for each finding, preferring secure defaults and least privilege",
                            "Mitigation plan")),
                    each("hardenForRequirement", "Implement the mitigation so that: {requirement}",
                            "Security change satisfying: {requirement}"),
                    step("implementMitigations", M, "Implement the mitigations for: {task}", "Security changes"),
                    each("securityTestRequirement", "Write negative and abuse-case tests proving: {requirement}",
                            "Security tests for: {requirement}"),
                    step("securityTestMitigations", S, "Write negative and abuse-case tests for each mitigation",
                            "Security tests"),
                    List.of(step("runSecurityScan", S,
                            "Run dependency, static-analysis and secret scans and retest the original findings",
                            "Clean scan reports")),
                    List.of(step("deploySecurityFix", S,
                            "Deploy, rotate any exposed secrets and publish an advisory if users are affected",
                            "Deployed fix and security note")));
            case RESEARCH -> new PhaseTemplate(
                    List.of(step("frameQuestions", S,
                            "Frame the questions to answer and the decision they inform: {task}",
                            "Questions and decision criteria"),
                            step("surveyPriorWork", M, "Survey existing solutions, literature and internal experience",
                                    "Annotated list of options")),
                    List.of(step("designEvaluation", S,
                            "Define how the options will be compared: criteria, weights, experiments",
                            "Evaluation method")),
                    each("investigateRequirement", "Investigate: {requirement}", "Findings for: {requirement}"),
                    step("runExperiments", M, "Run the experiments or prototypes the evaluation needs for: {task}",
                            "Experiment results"),
                    each("validateFindings", "Check the findings with a prototype, data or a second reviewer: "
                            + "{requirement}", "Validated findings for: {requirement}"),
                    step("validateFindings", S, "Check the findings against the decision criteria",
                            "Validated findings"),
                    List.of(step("peerReviewFindings", S, "Have the findings reviewed by the people who will use them",
                            "Review comments addressed")),
                    List.of(step("presentRecommendation", S,
                            "Write up and present the recommendation with its evidence and open risks",
                            "Recommendation document")));
            case DOCUMENTATION -> new PhaseTemplate(
                    List.of(step("identifyAudience", S,
                            "Identify the readers, what they need to do and the gaps in today's docs: {task}",
                            "Audience and gap list")),
                    List.of(step("outlineContent", S,
                            "Outline the structure and pick the kind of document (tutorial, how-to, reference, "
                                    + "explanation)",
                            "Approved outline")),
                    each("writeSection", "Write the section covering: {requirement}",
                            "Draft section on: {requirement}"),
                    step("writeDraft", M, "Write the documentation: {task}", "Draft documentation"),
                    each("reviewSection", "Check the section for accuracy against the product: {requirement}",
                            "Reviewed section on: {requirement}"),
                    step("reviewDraft", S, "Check the draft for accuracy against the product", "Reviewed draft"),
                    List.of(step("validateExamples", S, "Run every code sample and command in the docs; check links",
                            "Working samples and no broken links")),
                    List.of(step("publishDocs", S, "Publish the docs and link them from where readers look",
                            "Published documentation")));
            case OPERATIONS -> new PhaseTemplate(
                    List.of(step("assessCurrentState", S, "Assess the current setup, capacity and risks for: {task}",
                            "Current-state notes and risks")),
                    List.of(step("writeRunbook", M, "Write the runbook: steps, health checks and a rollback path",
                            "Runbook with rollback")),
                    each("automateRequirement",
                            "Automate the change as code (infrastructure, pipeline, configuration) so that: "
                                    + "{requirement}",
                            "Reviewed automation for: {requirement}"),
                    step("automateChange", M, "Automate the change as code: {task}", "Reviewed automation"),
                    each("verifyInStaging", "Verify in staging that: {requirement}",
                            "Staging check for: {requirement}"),
                    step("verifyInStaging", S, "Apply the change in staging and check its health",
                            "Staging check"),
                    List.of(step("setUpMonitoring", S,
                            "Add or update the dashboards and alerts that show the change is healthy",
                            "Dashboards and alerts")),
                    List.of(step("rollOutGradually", M, "Roll out to production gradually, following the runbook",
                            "Change live in production"),
                            step("monitorAfterRollout", S,
                                    "Watch health, alerts and error budgets after the rollout; roll back on trouble",
                                    "Post-rollout health report")));
        };
    }

    private static StepTemplate step(String action, Estimate estimate, String description, String deliverable) {
        return new StepTemplate(action, estimate, description, deliverable);
    }

    private static RequirementTemplate each(String action, String description, String deliverable) {
        return new RequirementTemplate(action, description, deliverable);
    }
}

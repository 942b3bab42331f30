package dev.switchboard.planner.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.classify.Lexicon;
import dev.switchboard.planner.classify.TaskClassifier;
import dev.switchboard.planner.plan.Phase;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanInvariants;
import dev.switchboard.planner.plan.PlanSource;
import dev.switchboard.planner.plan.PlanStep;

import static org.assertj.core.api.Assertions.assertThat;

class RulePlansKeepTheirInvariantsTest {

    private static final TaskClassifier CLASSIFIER = new TaskClassifier(Lexicon.builtIn());
    private final RulePlanner planner = new RulePlanner();

    static List<TaskFixture> fixtures() {
        return TaskFixture.all();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void theFixtureIsClassifiedAsItsType(TaskFixture fixture) {
        assertThat(CLASSIFIER.classify(fixture.request()).type()).isEqualTo(fixture.type());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyInvariantHolds(TaskFixture fixture) {
        Plan plan = plan(fixture);

        assertThat(PlanInvariants.problems(plan.plan(), fixture.request().requirements())).isEmpty();
        assertThat(plan.source()).isEqualTo(PlanSource.RULES);
        assertThat(plan.taskType()).isEqualTo(fixture.type());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyRequirementHasABuildAndAVerificationStep(TaskFixture fixture) {
        Plan plan = plan(fixture);

        for (String requirement : fixture.request().requirements()) {
            assertThat(plan.plan()).as(requirement)
                    .anySatisfy(step -> {
                        assertThat(step.requirement()).isEqualTo(requirement);
                        assertThat(step.phase()).isEqualTo(Phase.BUILD);
                    })
                    .anySatisfy(step -> {
                        assertThat(step.requirement()).isEqualTo(requirement);
                        assertThat(step.phase()).isEqualTo(Phase.VERIFY);
                    });
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void verificationOfARequirementDependsOnItsBuild(TaskFixture fixture) {
        Plan plan = plan(fixture);

        for (PlanStep verify : plan.plan()) {
            if (verify.phase() == Phase.VERIFY && verify.requirement() != null) {
                PlanStep build = plan.plan().get(verify.dependsOn().get(0) - 1);
                assertThat(build.phase()).isEqualTo(Phase.BUILD);
                assertThat(build.requirement()).isEqualTo(verify.requirement());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void dependenciesFormAnAcyclicGraphReachingEveryStepFromTheFirst(TaskFixture fixture) {
        List<PlanStep> steps = plan(fixture).plan();
        int n = steps.size();
        List<List<Integer>> dependents = new ArrayList<>();
        int[] waiting = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            dependents.add(new ArrayList<>());
        }
        for (PlanStep step : steps) {
            for (int dependency : step.dependsOn()) {
                dependents.get(dependency).add(step.id());
                waiting[step.id()]++;
            }
        }
        Deque<Integer> ready = new ArrayDeque<>();
        for (PlanStep step : steps) {
            if (waiting[step.id()] == 0) {
                ready.add(step.id());
            }
        }
        assertThat(ready).as("only the first step starts without dependencies").containsExactly(1);
        int visited = 0;
        while (!ready.isEmpty()) {
            int id = ready.poll();
            visited++;
            for (int dependent : dependents.get(id)) {
                if (--waiting[dependent] == 0) {
                    ready.add(dependent);
                }
            }
        }
        assertThat(visited).as("Kahn's algorithm visits every step only when there is no cycle").isEqualTo(n);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void constraintsBecomeChecksInVerification(TaskFixture fixture) {
        Plan plan = plan(fixture);

        for (String constraint : fixture.request().constraints()) {
            assertThat(plan.plan()).as(constraint).anySatisfy(step -> {
                assertThat(step.action()).isEqualTo(RulePlanner.CHECK_CONSTRAINT);
                assertThat(step.phase()).isEqualTo(Phase.VERIFY);
                assertThat(step.description()).endsWith(constraint);
            });
        }
        assertThat(plan.plan()).filteredOn(step -> step.action().equals(RulePlanner.CHECK_CONSTRAINT))
                .hasSameSizeAs(fixture.request().constraints());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void phasesComeInOrderAndTheTypeAddsItsOwnSteps(TaskFixture fixture) {
        Plan plan = plan(fixture);

        List<Phase> phases = plan.plan().stream().map(PlanStep::phase).toList();
        assertThat(phases).isSorted().contains(Phase.values());
        assertThat(plan.plan()).extracting(PlanStep::action).contains(fixture.typicalAction());
        assertThat(plan.plan().get(0).description()).contains(fixture.request().task());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void theSameRequestGivesTheSamePlan(TaskFixture fixture) throws Exception {
        ObjectMapper json = new ObjectMapper();

        String first = json.writeValueAsString(plan(fixture));
        String second = json.writeValueAsString(new RulePlanner().plan(fixture.request(),
                new TaskClassifier(Lexicon.builtIn()).classify(fixture.request())));

        assertThat(second).isEqualTo(first);
    }

    private Plan plan(TaskFixture fixture) {
        Classification classification = CLASSIFIER.classify(fixture.request());
        return planner.plan(fixture.request(), classification);
    }
}

package dev.switchboard.planner.model;

import java.util.Objects;

import dev.switchboard.planner.plan.Plan;

/** What became of the model's answer: a plan the service accepts, or the reason it does not. */
public sealed interface ModelPlanVerdict {

    record Accepted(Plan plan) implements ModelPlanVerdict {

        public Accepted {
            Objects.requireNonNull(plan, "plan");
        }
    }

    /** {@code reason} completes the sentence "the model's answer was not used because …". */
    record Rejected(String reason) implements ModelPlanVerdict {

        public Rejected {
            Objects.requireNonNull(reason, "reason");
        }
    }
}

package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * Test tools written as annotated methods: {@code tripPlan} takes a string, an enum, a list of records, an optional
 * number, a bounded int and a boolean, and answers a record; {@code tripCancel} answers text, or throws when told to.
 */
@ToolBean
public class TripTools {

    public enum Mode {
        WALK,
        CYCLE,
        DRIVE
    }

    public record Stop(@ToolArg(description = "Where to stop.") @NotBlank String place, Optional<Integer> nights) {
    }

    public record Plan(String summary, int nights) {
    }

    @Tool(name = "tripPlan", title = "Plan a trip", description = "Plans a trip.", readOnly = true, openWorld = false)
    public Plan plan(@ToolArg(description = "Who travels.") @Size(min = 1, max = 40) String traveller, Mode mode,
            List<Stop> stops, Optional<Integer> budget, @Min(1) @Max(9) int people, boolean insured) {
        int nights = stops.stream().mapToInt(stop -> stop.nights().orElse(1)).sum();
        return new Plan(traveller + " goes by " + mode + " to " + stops.size() + " places for " + people + " people"
                + budget.map(euros -> " with " + euros + " EUR").orElse("") + (insured ? ", insured" : ""), nights);
    }

    @Tool(name = "tripCancel", description = "Cancels a trip; 'explode' makes it throw.")
    public String cancel(String reason) {
        if (reason.equals("explode")) {
            throw new IllegalStateException("boom with a secret stack trace");
        }
        return "Cancelled: " + reason;
    }
}

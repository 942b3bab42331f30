package dev.switchboard.planner.rules;

import java.util.regex.Pattern;

import dev.switchboard.planner.plan.Estimate;

/**
 * A rough size for building one requirement, from how much it says: long or compound requirements (several things
 * joined by commas or "and") are large, very short single ones small, the rest medium.
 */
final class RequirementSize {

    private static final Pattern COMPOUND = Pattern.compile(
            "[,;、，；]|\\s(?:and|or|oraz|lub|albo|и|или)\\s|[和及或]", Pattern.CASE_INSENSITIVE);
    private static final int LONG = 160;
    private static final int COMPOUND_AND_LONG = 60;
    private static final int SHORT = 25;

    private RequirementSize() {
    }

    static Estimate toBuild(String requirement) {
        boolean compound = COMPOUND.matcher(requirement).find();
        if (requirement.length() > LONG || (compound && requirement.length() > COMPOUND_AND_LONG)) {
            return Estimate.L;
        }
        if (requirement.length() <= SHORT && !compound) {
            return Estimate.S;
        }
        return Estimate.M;
    }

    static Estimate toVerify(Estimate build) {
        return build == Estimate.L ? Estimate.M : Estimate.S;
    }
}

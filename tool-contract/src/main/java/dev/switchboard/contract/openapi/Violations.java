package dev.switchboard.contract.openapi;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.networknt.schema.Error;

/**
 * A validator's errors as a person reads them. The contract's unions are {@code oneOf}s whose branches differ in one
 * constant ({@code resultType}, a content block's {@code type}): a branch whose constant the instance does not have is
 * not what it meant, so that branch's errors (and the "valid to one and only one schema" summary above the branch it
 * did mean) are left out. When no branch's constant matches, the constants are what is wrong.
 */
final class Violations {

    /** A constant that tells a {@code oneOf}'s branches apart: {@code …/oneOf/N/$ref/properties/NAME/const}. */
    private static final Pattern BRANCH_CONSTANT = Pattern.compile("^(.*/oneOf/\\d+)(/\\$ref)?/properties/[^/]+/const$");

    private Violations() {
    }

    static List<String> describe(Collection<Error> errors) {
        Set<String> otherBranches = new LinkedHashSet<>();
        for (Error error : errors) {
            Matcher constant = BRANCH_CONSTANT.matcher(error.getEvaluationPath().toString());
            if ("const".equals(error.getKeyword()) && constant.matches()) {
                otherBranches.add(constant.group(1));
            }
        }
        List<Error> meant = errors.stream()
                .filter(error -> otherBranches.stream().noneMatch(branch -> within(error, branch)))
                .toList();
        List<Error> kept = new ArrayList<>();
        for (Error error : meant) {
            String path = error.getEvaluationPath().toString();
            boolean summary = "oneOf".equals(error.getKeyword());
            if (summary && meant.stream().anyMatch(other -> other != error && within(other, path))) {
                continue;
            }
            if (summary && otherBranches.stream().anyMatch(branch -> branch.startsWith(path + "/"))) {
                errors.stream().filter(other -> "const".equals(other.getKeyword()))
                        .filter(other -> otherBranches.stream()
                                .anyMatch(branch -> branch.startsWith(path + "/") && within(other, branch)))
                        .forEach(kept::add);
                continue;
            }
            kept.add(error);
        }
        return kept.stream().map(Violations::sentence).distinct().toList();
    }

    private static boolean within(Error error, String evaluationPath) {
        return error.getEvaluationPath().toString().startsWith(evaluationPath + "/");
    }

    private static String sentence(Error error) {
        String at = error.getInstanceLocation().toString();
        return (at.isEmpty() || at.equals("$") ? "" : at + " ") + error.getMessage();
    }
}

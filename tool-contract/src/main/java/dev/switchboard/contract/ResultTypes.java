package dev.switchboard.contract;

/** The {@code resultType} of an MRTR-shaped answer: the one place its values are spelled. */
public final class ResultTypes {

    public static final String FIELD = "resultType";
    public static final String COMPLETE = "complete";
    public static final String INPUT_REQUIRED = "input_required";
    /** A service's answer to a call that may become a task: run it as one (call again with the same input). */
    public static final String TASK = "task";

    private ResultTypes() {
    }
}

package dev.switchboard.contract;

/** The {@code resultType} of an MRTR-shaped answer: the one place its values are spelled. */
public final class ResultTypes {

    public static final String FIELD = "resultType";
    public static final String COMPLETE = "complete";
    public static final String INPUT_REQUIRED = "input_required";

    private ResultTypes() {
    }
}

package dev.switchboard.conformance.input;

/** A client's answer to an input request that does not have the shape of the result it answers. */
public class MalformedAnswerException extends IllegalArgumentException {

    public MalformedAnswerException(String message) {
        super(message);
    }
}

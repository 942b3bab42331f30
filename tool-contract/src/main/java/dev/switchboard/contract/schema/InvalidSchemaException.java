package dev.switchboard.contract.schema;

/** A tool declared a schema that is not valid JSON Schema 2020-12 (or not an object schema where one is needed). */
public class InvalidSchemaException extends RuntimeException {

    public InvalidSchemaException(String message, Throwable cause) {
        super(message, cause);
    }
}

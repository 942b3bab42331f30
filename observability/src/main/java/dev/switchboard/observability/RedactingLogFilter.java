package dev.switchboard.observability;

import java.util.logging.Filter;
import java.util.logging.LogRecord;

import org.jboss.logmanager.ExtLogRecord;

import dev.switchboard.contract.logging.Redactor;
import io.quarkus.logging.LoggingFilter;

/**
 * Every log line of every Switchboard process passes {@link Redactor} before a handler writes it: the message is
 * formatted with its parameters, redacted, and written as plain text. Attached to the handlers in configuration
 * ({@code quarkus.log.console.filter=redact}, likewise the file handler), so libraries' log lines are covered too.
 * Stack traces are not rewritten; nothing here logs a credential into an exception message.
 */
@LoggingFilter(name = RedactingLogFilter.NAME)
public final class RedactingLogFilter implements Filter {

    public static final String NAME = "redact";

    @Override
    public boolean isLoggable(LogRecord record) {
        if (record instanceof ExtLogRecord ext) {
            String formatted = ext.getFormattedMessage();
            String redacted = Redactor.redact(formatted);
            if (redacted != null && !redacted.equals(formatted)) {
                ext.setMessage(redacted, ExtLogRecord.FormatStyle.NO_FORMAT);
                ext.setParameters(null);
            }
        } else if (record.getMessage() != null && (record.getParameters() == null
                || record.getParameters().length == 0)) {
            record.setMessage(Redactor.redact(record.getMessage()));
        }
        return true;
    }
}

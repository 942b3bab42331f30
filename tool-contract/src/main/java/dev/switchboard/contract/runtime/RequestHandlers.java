package dev.switchboard.contract.runtime;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.inject.Qualifier;

/**
 * The {@link java.util.concurrent.Executor} that the gateway's and the kit's HTTP routes hand each request's handler
 * to: a new virtual thread per request ({@link DefaultRequestHandlers}) unless a process adds another, such as the
 * runtime-tuning module's.
 */
@Qualifier
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE })
public @interface RequestHandlers {
}

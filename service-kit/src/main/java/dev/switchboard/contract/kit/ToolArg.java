package dev.switchboard.contract.kit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An argument of a {@link Tool} method, or a component of a record it takes. Its constraints are Bean Validation's
 * annotations beside it ({@code @Size}, {@code @Min}, {@code @NotBlank}…); an {@code Optional} or a {@code @Nullable}
 * one is not required.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.PARAMETER, ElementType.RECORD_COMPONENT })
public @interface ToolArg {

    /** The argument's name; the parameter's when empty. A record component keeps its own. */
    String name() default "";

    /** What the argument means, for the model. */
    String description() default "";
}

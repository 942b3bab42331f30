package dev.switchboard.contract.kit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Stereotype;
import jakarta.inject.Named;

/**
 * A class whose {@link Tool} methods the kit serves: an application-scoped CDI bean. Nothing injects such a bean, so
 * Quarkus would drop it at build time as unused; the stereotype names it (by its class's simple name, first letter in
 * lower case), and Quarkus keeps every named bean.
 */
@Stereotype
@ApplicationScoped
@Named
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ToolBean {
}

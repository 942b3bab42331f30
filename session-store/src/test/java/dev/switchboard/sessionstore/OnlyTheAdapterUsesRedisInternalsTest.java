package dev.switchboard.sessionstore;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Internals of the Vert.x Redis client and of Quarkus' Redis extension are used in one class, {@code
 * redis.RedisInternals}, which {@code RedisInternalsHoldOnThisClientTest} exercises: an upgrade that moves them fails
 * there, by name, instead of somewhere in the cluster client.
 */
class OnlyTheAdapterUsesRedisInternalsTest {

    private static final String[] INTERNALS = { "io.vertx..impl..", "io.vertx..internal..", "io.netty..internal..",
            "io.quarkus..runtime.." };

    @Test
    void noOtherClassUsesRedisClientInternals() {
        String root = "dev.switchboard.sessionstore";
        rule(root).check(classes(root, ImportOption.Predefined.DO_NOT_INCLUDE_TESTS));
    }

    @Test
    void theRuleCatchesAClassThatReadsARequestsKeys() {
        String fixture = "dev.switchboard.archfixture.redisinternals";
        assertThatThrownBy(() -> rule(fixture).check(classes(fixture, location -> true)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("ReadsARequestsKeys")
                .hasMessageContaining("RequestImpl");
    }

    private static ArchRule rule(String root) {
        return noClasses().that().resideInAPackage(root + "..")
                .and().doNotHaveFullyQualifiedName(root + ".redis.RedisInternals")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNALS)
                .because("an upgrade may change internals without notice; redis.RedisInternals holds the store's "
                        + "use of them, and its test says when they changed");
    }

    private static JavaClasses classes(String root, ImportOption option) {
        return new ClassFileImporter().withImportOption(option).importPackages(root);
    }
}

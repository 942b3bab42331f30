package dev.switchboard.sessionstore;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import io.smallrye.config.ConfigSourceFactory;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The Redis library tunes no JVM and knows no warm-up: no heap or compiler management, no threads or schedulers of its
 * own, no reflection into the JDK, no configuration pushed onto every process that depends on it. That is the
 * runtime-tuning module's, which a process adds when it wants it.
 */
class SessionStoreHoldsRedisCodeOnlyTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.switchboard.sessionstore");

    @Test
    void noClassTunesTheJvm() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.lang.management..", "java.lang.invoke..",
                "org.eclipse.microprofile.config.spi..", "io.quarkus.virtual.threads..")
                .orShould().implement(ConfigSourceFactory.class)
                .orShould().callMethod(System.class, "gc")
                .orShould().callMethod(Runtime.class, "gc")
                .because("runtime tuning lives in the runtime-tuning module, not in the Redis library")
                .check(MAIN);
    }

    @Test
    void noClassIsAboutWarmingUp() {
        noClasses().should().haveNameMatching("(?i).*warm.?up.*")
                .because("warm-ups are runtime tuning, which the Redis library knows nothing of").check(MAIN);
    }
}

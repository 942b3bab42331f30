package dev.switchboard.contract.architecture;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMembers;

/**
 * The contract and the kit, the call guard above all, know no warm-up: a warm-up's calls are authenticated as any
 * call is (a key trusted through {@code InternalSigners}), and a service waits for one through the neutral
 * {@code BeforeRegistration}. Runtime tuning is the runtime-tuning module's.
 */
class TheKitKnowsNoWarmupTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.switchboard.contract");
    private static final String WARMUP = "(?i).*warm.?up.*";

    @Test
    void noClassIsNamedForAWarmup() {
        noClasses().should().haveNameMatching(WARMUP).check(MAIN);
    }

    @Test
    void noFieldOrMethodIsNamedForAWarmup() {
        noMembers().should().haveNameMatching(WARMUP).check(MAIN);
    }

    @Test
    void noClassTunesTheJvm() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.lang.management..", "java.lang.invoke..")
                .orShould().callMethod(System.class, "gc").check(MAIN);
    }
}

package dev.switchboard.it;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Domain services know the internal contract, never MCP: no class of theirs uses the gateway's wire types or the MCP
 * SDK's, so a service can be written, tested and released without knowing any protocol revision.
 */
class DomainServicesSpeakOnlyTheContractTest {

    /**
     * What is not a domain service under dev.switchboard: the gateway, the shared libraries, tests — and the bridge,
     * whose job is to be an MCP client of other servers (it still speaks only the contract to the gateway).
     */
    private static final String[] PLATFORM = { "dev.switchboard.gateway..", "dev.switchboard.contract..",
            "dev.switchboard.sessionstore..", "dev.switchboard.observability..", "dev.switchboard.testsupport..",
            "dev.switchboard.it..",
            "dev.switchboard.bridge.." };

    /** Every class under dev.switchboard outside {@code platform} is a domain service's. */
    private static ArchRule servicesUseNoMcpWireTypes(String... platform) {
        return noClasses().that().resideInAPackage("dev.switchboard..").and().resideOutsideOfPackages(platform)
                .should().dependOnClassesThat()
                .resideInAnyPackage("dev.switchboard.gateway..", "io.modelcontextprotocol..")
                .because("a domain service speaks only the internal contract (docs/tool-service-contract.md)");
    }

    @Test
    void noDomainServiceImportsMcpWireTypes() {
        JavaClasses main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.switchboard");
        assertThat(main.stream().map(javaClass -> javaClass.getPackageName()).distinct())
                .as("the domain services' classes are on the test class path")
                .anyMatch(name -> name.startsWith("dev.switchboard.textanalysis"))
                .anyMatch(name -> name.startsWith("dev.switchboard.githubsearch"))
                .anyMatch(name -> name.startsWith("dev.switchboard.planner"))
                .anyMatch(name -> name.startsWith("dev.switchboard.conformance"));
        servicesUseNoMcpWireTypes(PLATFORM).check(main);
    }

    @Test
    void theRuleCatchesAServiceThatImportsTheSdk() {
        JavaClasses fixture = new ClassFileImporter().importPackages("dev.switchboard.archfixture");
        assertThatThrownBy(() -> servicesUseNoMcpWireTypes(PLATFORM).check(fixture))
                .isInstanceOf(AssertionError.class).hasMessageContaining("McpSchema");
    }
}

package dev.switchboard.deployfiles;

/**
 * Dependencies on every service module, in the two builds that use the packaged services: the image build
 * (deploy/images) and the multi-process tests (integration-tests, whose architecture rules also read the services'
 * classes). They make the reactor package each application first.
 */
final class BuildFiles {

    private BuildFiles() {
    }

    static void addTo(Generated out, ServiceList list) {
        out.region("deploy/images/pom.xml", "service-modules", dependencies(list, "provided"));
        out.region("integration-tests/pom.xml", "service-modules", dependencies(list, "test"));
    }

    private static String dependencies(ServiceList list, String scope) {
        return Generated.lines(list.services(), s -> """
                <dependency>
                    <groupId>dev.switchboard</groupId>
                    <artifactId>%s</artifactId>
                    <version>${project.version}</version>
                    <scope>%s</scope>
                    <exclusions>
                        <exclusion>
                            <groupId>*</groupId>
                            <artifactId>*</artifactId>
                        </exclusion>
                    </exclusions>
                </dependency>""".formatted(s.artifact(), scope));
    }
}

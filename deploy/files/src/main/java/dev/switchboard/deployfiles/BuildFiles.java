package dev.switchboard.deployfiles;

/**
 * deploy/images/pom.xml's dependencies on every service module: they make the reactor package each application
 * before its image is built.
 */
final class BuildFiles {

    private BuildFiles() {
    }

    static void addTo(Generated out, ServiceList list) {
        out.region("deploy/images/pom.xml", "service-modules", Generated.lines(list.services(), s -> """
                <dependency>
                    <groupId>dev.switchboard</groupId>
                    <artifactId>%s</artifactId>
                    <version>${project.version}</version>
                    <scope>provided</scope>
                    <exclusions>
                        <exclusion>
                            <groupId>*</groupId>
                            <artifactId>*</artifactId>
                        </exclusion>
                    </exclusions>
                </dependency>""".formatted(s.module())));
    }
}

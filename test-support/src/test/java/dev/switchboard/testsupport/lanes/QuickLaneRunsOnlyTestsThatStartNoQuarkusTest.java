package dev.switchboard.testsupport.lanes;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ServiceLoader;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestExtension;
import io.quarkus.test.junit.main.QuarkusMainTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Every way a test class can start Quarkus keeps it out of the quick lane; a plain unit test beside them runs. The
 * samples are discovered and run by the real Jupiter engine with the filter on: a Quarkus sample that got through
 * would try to start an application that does not exist here, and fail.
 */
class QuickLaneRunsOnlyTestsThatStartNoQuarkusTest {

    @Test
    void onlyThePlainTestRuns() {
        Events tests = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(Plain.class), selectClass(Annotated.class), selectClass(Annotated.Inner.class),
                        selectClass(Packaged.class), selectClass(Main.class), selectClass(Stereotyped.class),
                        selectClass(Inherited.class), selectClass(Registered.class))
                .filters(new QuickLane(true))
                .execute().testEvents();

        assertThat(tests.started().list()).extracting(event -> event.getTestDescriptor().getDisplayName())
                .containsExactly("plain()");
        assertThat(tests.succeeded().count()).isEqualTo(1);
    }

    @Test
    void everythingRunsWhenTheLaneIsOff() {
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(Plain.class))
                .filters(new QuickLane(false)).execute().testEvents();

        assertThat(tests.succeeded().count()).isEqualTo(1);
        assertThat(QuickLane.startsQuarkus(Annotated.class)).isTrue();
    }

    @Test
    void theJUnitPlatformFindsTheFilterOnTheClassPath() {
        assertThat(ServiceLoader.load(PostDiscoveryFilter.class)).hasAtLeastOneElementOfType(QuickLane.class);
    }

    static class Plain {
        @Test
        void plain() {
        }
    }

    @QuarkusTest
    static class Annotated {
        @Test
        void annotated() {
        }

        @Nested
        class Inner {
            @Test
            void nested() {
            }
        }
    }

    @QuarkusIntegrationTest
    static class Packaged {
        @Test
        void packaged() {
        }
    }

    @QuarkusMainTest
    static class Main {
        @Test
        void main() {
        }
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @QuarkusTest
    @interface StartsTheApplication {
    }

    @StartsTheApplication
    static class Stereotyped {
        @Test
        void stereotyped() {
        }
    }

    static class Inherited extends Annotated {
        @Test
        void inherited() {
        }
    }

    static class Registered {
        @RegisterExtension
        static QuarkusTestExtension quarkus = new QuarkusTestExtension();

        @Test
        void registered() {
        }
    }
}

package dev.switchboard.textanalysis.entities;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.EXTRACTOR;
import static org.assertj.core.api.Assertions.assertThat;

class EnglishConceptsAndProcessesTest {

    @Test
    void gerundAndActionNounPhrasesAreProcesses() {
        EntityReport report = EXTRACTOR.extract("The platform team owns continuous integration, unit testing and "
                + "the deployments of every region.", 100);

        assertThat(report.entities().processes()).containsExactly("continuous integration", "unit testing",
                "deployment");
        assertThat(report.entities().concepts()).containsExactly("platform team");
    }

    @Test
    void acronymsAreConceptsUnlessTheyAreTechnologies() {
        EntityReport report = EXTRACTOR.extract("The SLA covers every API behind AWS, and the SLAs are public.",
                100);

        assertThat(report.entities().concepts()).containsExactly("SLA", "API");
        assertThat(report.entities().technologies()).containsExactly("Amazon Web Services");
        assertThat(report.details().concepts().getFirst().count()).isEqualTo(2);
    }

    @Test
    void shoutedSentencesHoldNoAcronyms() {
        EntityReport report = EXTRACTOR.extract("PLEASE READ THE MANUAL BEFORE CALLING SUPPORT.", 100);

        assertThat(report.entities().concepts()).isEmpty();
    }

    @Test
    void aVerbAfterItsSubjectIsNoPartOfAConcept() {
        EntityReport report = EXTRACTOR.extract("The scheduler stores the audit trail in a database.", 100);

        assertThat(report.entities().concepts()).containsExactly("audit trail");
    }

    @Test
    void countsAndFirstOffsetsAreInCodePoints() {
        String text = "😀 Load balancing is hard. We test load balancing daily.";

        EntityDetail detail = EXTRACTOR.extract(text, 100).details().processes().getFirst();

        assertThat(detail).isEqualTo(new EntityDetail("load balancing", 2, 2));
    }

    @Test
    void listsAreCutToTheMostFrequentInOrderOfFirstAppearance() {
        EntityReport report = EXTRACTOR.extract("We use Redis. We use Kafka and Kafka again. We use MySQL, MySQL and "
                + "MySQL.", 2);

        assertThat(report.entities().technologies()).containsExactly("Apache Kafka", "MySQL");
        assertThat(report.distinct().technologies()).isEqualTo(3);
        assertThat(report.truncated()).isTrue();
    }
}

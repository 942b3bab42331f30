package dev.switchboard.textanalysis.entities;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GazetteerMatchesOnTokenBoundariesTest {

    private static final Gazetteer GAZETTEER = Gazetteer.load();

    @Test
    void aliasesNameTheCanonicalTechnology() {
        assertThat(names("We run k8s, Postgres and golang services on GCP.")).containsExactly("Kubernetes",
                "PostgreSQL", "Go", "Google Cloud");
    }

    @Test
    void theLongestAliasWins() {
        assertThat(names("Spring Boot talks to Apache Kafka and Kafka Streams.")).containsExactly("Spring Boot",
                "Apache Kafka", "Kafka Streams");
    }

    @Test
    void wordsThatAreAlsoNamesMatchOnlyWithTheirCapital() {
        assertThat(names("Go is fast, but go home; Rust never rusts and rust is red.")).containsExactly("Go", "Rust");
    }

    @Test
    void symbolsInNamesAreMatchedWhole() {
        assertThat(names("C++ and C# and F# call .NET and Node.js over HTTP/2.")).containsExactly("C++", "C#", "F#",
                ".NET", "Node.js", "HTTP/2");
    }

    @Test
    void namesInsideLongerWordsOrIdentifiersDoNotMatch() {
        assertThat(names("redis_client, postgresqlx and Javascripting are not names.")).isEmpty();
    }

    @Test
    void namesNextToAnotherScriptMatch() {
        assertThat(names("我们使用Kubernetes部署服务，用Redis缓存。")).containsExactly("Kubernetes", "Redis");
    }

    @Test
    void aNameBrokenAcrossLinesStillMatches() {
        List<TechnologyMatch> matches = GAZETTEER.find("runs on Google\n  Cloud Run today");

        assertThat(matches).extracting(m -> m.technology().name()).containsExactly("Google Cloud Run");
        assertThat(matches.getFirst().start()).isEqualTo(8);
    }

    private static List<String> names(String text) {
        return GAZETTEER.find(text).stream().map(m -> m.technology().name()).toList();
    }
}

package dev.switchboard.memory;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.space.Found;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.search.RankingMode;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Recall@5 and MRR on the labelled set shipped in {@code retrieval/labelled-set.json}: English paraphrases that share
 * no word with their memory, exact product names, and Polish, Russian and Chinese queries that need stemming or CJK
 * bigrams. The figures are printed (README "Measurements"); the floors make a regression fail the build.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RetrievalQualityTest {

    private static final int K = 5;

    @Inject
    Memories memories;

    record Figures(double recallAt5, double mrr) {
    }

    @Test
    void fusedRankingBeatsEitherSignalAlone() throws IOException {
        JsonNode set = labelledSet();
        SpaceKey space = new SpaceKey("quality", "labelled-set");
        Map<String, String> keyById = new HashMap<>();
        for (JsonNode memory : set.path("memories")) {
            var content = Agent.JSON.createObjectNode().put("text", memory.path("text").asText());
            var saved = (Memories.Saving.Saved) memories.save(space,
                    MemoryType.from(memory.path("type").asText()).orElseThrow(), List.of(), content, "quality");
            keyById.put(saved.record().id(), memory.path("key").asText());
        }

        Map<RankingMode, Figures> figures = new EnumMap<>(RankingMode.class);
        for (RankingMode mode : RankingMode.values()) {
            figures.put(mode, measure(set.path("queries"), space, keyById, mode));
        }
        figures.forEach((mode, result) -> System.out.printf("retrieval quality %-8s recall@5 %.3f  MRR %.3f%n",
                mode.wireName(), result.recallAt5(), result.mrr()));

        Figures fused = figures.get(RankingMode.HYBRID);
        assertThat(fused.recallAt5()).isGreaterThanOrEqualTo(0.9);
        assertThat(fused.mrr()).isGreaterThanOrEqualTo(0.8);
        assertThat(fused.recallAt5()).isGreaterThanOrEqualTo(figures.get(RankingMode.SEMANTIC).recallAt5())
                .isGreaterThanOrEqualTo(figures.get(RankingMode.KEYWORD).recallAt5());
        assertThat(fused.mrr()).isGreaterThan(figures.get(RankingMode.SEMANTIC).mrr())
                .isGreaterThan(figures.get(RankingMode.KEYWORD).mrr());
    }

    private Figures measure(JsonNode queries, SpaceKey space, Map<String, String> keyById, RankingMode mode) {
        double recall = 0;
        double reciprocalRanks = 0;
        for (JsonNode query : queries) {
            List<String> relevant = new ArrayList<>();
            query.path("relevant").forEach(key -> relevant.add(key.asText()));
            List<Found> found = memories.query(space, query.path("query").asText(), Optional.empty(), List.of(), K,
                    mode);
            List<String> ranked = found.stream().map(hit -> keyById.get(hit.record().id())).toList();
            recall += (double) ranked.stream().filter(relevant::contains).count() / relevant.size();
            for (int rank = 0; rank < ranked.size(); rank++) {
                if (relevant.contains(ranked.get(rank))) {
                    reciprocalRanks += 1.0 / (rank + 1);
                    break;
                }
            }
            if (mode == RankingMode.HYBRID && ranked.stream().noneMatch(relevant::contains)) {
                System.out.printf("retrieval quality: hybrid missed '%s' (got %s)%n", query.path("query").asText(),
                        ranked);
            }
        }
        return new Figures(recall / queries.size(), reciprocalRanks / queries.size());
    }

    private static JsonNode labelledSet() throws IOException {
        try (InputStream in = RetrievalQualityTest.class.getResourceAsStream("/retrieval/labelled-set.json")) {
            return Agent.JSON.readTree(in);
        }
    }
}

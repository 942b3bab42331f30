package dev.switchboard.search;

import java.util.Comparator;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SearchAmongSomeIdsTest {

    @Test
    void onlyTheGivenIdsAreFoundByWordsOrByMeaning() {
        try (HybridIndex<String> index = new HybridIndex<>(Comparator.<String> naturalOrder())) {
            index.update(() -> {
                index.put("open", "open", unit(1, 0), "create an issue in a repository", List.of());
                index.put("hidden", "hidden", unit(1, 0), "create an issue in a repository, the same words",
                        List.of());
                index.put("other", "other", unit(0, 1), "send a message to a channel", List.of());
            });

            List<Match> found = index.search(HybridQuery.among("create an issue", unit(1, 0), Set.of("open", "other"),
                    5, RankingMode.HYBRID), new Fusion(0.25, 0.7)).orElseThrow();

            assertThat(found).extracting(Match::id).containsExactly("open");
        }
    }

    private static float[] unit(float x, float y) {
        float[] vector = new float[8];
        vector[0] = x;
        vector[1] = y;
        return vector;
    }
}

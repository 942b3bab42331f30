package dev.switchboard.discovery.search;

import java.util.Set;

import jakarta.inject.Singleton;

import dev.switchboard.discovery.catalogue.CatalogueIndex;
import dev.switchboard.discovery.catalogue.ToolVectors;
import dev.switchboard.discovery.config.DiscoveryConfig;
import dev.switchboard.discovery.language.Lexicon;
import dev.switchboard.discovery.language.NeedReader;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.RankingMode;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/** The service's {@link NeedRanking} over its {@link CatalogueIndex}, timed. */
@Singleton
public class ToolFinder {

    private final NeedRanking ranking;
    private final Timer searches;

    ToolFinder(CatalogueIndex index, ToolVectors vectors, DiscoveryConfig config, MeterRegistry metrics) {
        this.ranking = new NeedRanking(index, new NeedReader(Lexicon.load()), vectors::need,
                new Fusion(config.semanticFloor(), config.semanticWeight()));
        this.searches = Timer.builder("switchboard.discovery.searches").description("Tool searches")
                .register(metrics);
    }

    /** The best {@code limit} tools of {@code among} for {@code text}, best first. */
    public NeedRanking.Found find(String text, Set<String> among, int limit, RankingMode mode) {
        return searches.record(() -> ranking.find(text, among, limit, mode));
    }
}

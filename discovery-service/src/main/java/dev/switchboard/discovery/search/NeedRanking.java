package dev.switchboard.discovery.search;

import java.util.List;
import java.util.Set;
import java.util.function.Function;

import dev.switchboard.discovery.catalogue.CatalogueIndex;
import dev.switchboard.discovery.language.Need;
import dev.switchboard.discovery.language.NeedReader;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.Match;
import dev.switchboard.search.RankingMode;

/**
 * How a need is ranked against the index: read in its language and rendered in English words ({@link NeedReader}),
 * then ranked by meaning and words, fused. When nothing passes the floors, the tools closest in meaning are answered all
 * the same, so that a caller who may use tools never gets none. Public for the retrieval test and the cost benchmark,
 * which rank exactly as the service does.
 */
public final class NeedRanking {

    /** Every cosine counts: the fallback ranks purely by meaning, however weak. */
    private static final Fusion CLOSEST = new Fusion(-1, 1);

    private final CatalogueIndex index;
    private final NeedReader reader;
    private final Function<String, float[]> embed;
    private final Fusion fusion;

    public NeedRanking(CatalogueIndex index, NeedReader reader, Function<String, float[]> embed, Fusion fusion) {
        this.index = index;
        this.reader = reader;
        this.embed = embed;
        this.fusion = fusion;
    }

    /** What a search found, and how the need was read. */
    public record Found(Need need, List<Match> tools) {
    }

    /** The best {@code limit} tools of {@code among} for {@code text}, best first. */
    public Found find(String text, Set<String> among, int limit, RankingMode mode) {
        Need need = reader.read(text);
        float[] vector = embed.apply(need.meaning());
        List<Match> found = index.search(need.words(), vector, among, limit, mode, fusion);
        if (found.isEmpty()) {
            found = index.search(need.words(), vector, among, limit, RankingMode.SEMANTIC, CLOSEST);
        }
        return new Found(need, found);
    }
}

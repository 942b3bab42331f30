package dev.switchboard.gateway.discovery;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.search.Fusion;
import dev.switchboard.search.RankingMode;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.search.embed.EmbedderSettings;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Retrieval quality of tool discovery on real tool definitions: the catalogue is what real MCP servers from npm
 * answer to {@code tools/list}, dumped now by {@code e2e/tool-catalogue/dump-tools.mjs} (nothing of theirs is kept in
 * the repository), named {@code <server>_<tool>} as the bridge names them. The queries in
 * {@code discovery/queries.json} are written as users ask, in English and five other languages, each with the tools
 * that answer it. Reports recall@5 and MRR for fused, semantic and keyword ranking; fails below recall@5 0.9 fused.
 */
class ToolRetrievalQualityTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The defaults of {@code gateway.discovery.semantic-floor} and {@code semantic-weight}. */
    private static final Fusion FUSION = new Fusion(0.25, 0.7);
    private static final int K = 5;

    @Test
    void fusedRankingFindsTheRightToolInTheTopFive() throws Exception {
        List<ObjectNode> catalogue = catalogue();
        JsonNode queries = JSON.readTree(getClass().getResourceAsStream("/discovery/queries.json"));
        assertThat(catalogue).as("real tool definitions").hasSizeGreaterThanOrEqualTo(300);
        assertThat(queries.size()).as("queries").isGreaterThanOrEqualTo(60);

        try (Embedder embedder = new Embedder(new EmbedderSettings(2, 1000, 32, 2000),
                Embedder.BatchTimer.UNTIMED); ToolIndex index = new ToolIndex()) {
            index.follow(catalogue, texts -> vectors(embedder, texts));
            Map<RankingMode, double[]> scores = new LinkedHashMap<>();
            for (RankingMode mode : List.of(RankingMode.HYBRID, RankingMode.SEMANTIC, RankingMode.KEYWORD)) {
                scores.put(mode, score(index, embedder, queries, mode, mode == RankingMode.HYBRID));
            }
            scores.forEach((mode, score) -> System.out.printf("tool retrieval %-8s recall@5 %.3f  MRR %.3f  (%d tools, "
                    + "%d queries)%n", mode.wireName(), score[0], score[1], catalogue.size(), queries.size()));

            assertThat(scores.get(RankingMode.HYBRID)[0]).as("fused recall@5").isGreaterThanOrEqualTo(0.9);
        }
    }

    private static double[] score(ToolIndex index, Embedder embedder, JsonNode queries, RankingMode mode,
            boolean report) {
        double found = 0;
        double reciprocalRanks = 0;
        Map<String, int[]> byLanguage = new TreeMap<>();
        for (JsonNode query : queries) {
            String text = query.path("query").asText();
            List<String> expected = new ArrayList<>();
            query.path("expected").forEach(name -> expected.add(name.asText()));
            List<Found> results = index.search(text, embedder.embed(text), 10, mode, FUSION);
            int rank = 0;
            for (int i = 0; i < results.size(); i++) {
                if (expected.contains(results.get(i).listing().path("name").asText())) {
                    rank = i + 1;
                    break;
                }
            }
            int[] language = byLanguage.computeIfAbsent(query.path("lang").asText(), ignored -> new int[2]);
            language[1]++;
            if (rank > 0 && rank <= K) {
                found++;
                language[0]++;
            } else if (report) {
                System.out.printf("tool retrieval miss (%s): \"%s\" → %s%n", mode.wireName(), text,
                        results.stream().limit(K).map(hit -> hit.listing().path("name").asText()).toList());
            }
            reciprocalRanks += rank > 0 ? 1.0 / rank : 0;
        }
        if (report) {
            byLanguage.forEach((language, counts) -> System.out.printf("tool retrieval %s recall@5 %d/%d%n", language,
                    counts[0], counts[1]));
        }
        return new double[] { found / queries.size(), reciprocalRanks / queries.size() };
    }

    private static Map<String, float[]> vectors(Embedder embedder, List<ToolText> texts) {
        List<float[]> computed = embedder.embedAll(texts.stream().map(ToolText::meaning).toList());
        Map<String, float[]> byDigest = new HashMap<>();
        for (int i = 0; i < texts.size(); i++) {
            byDigest.put(texts.get(i).digest(), computed.get(i));
        }
        return byDigest;
    }

    /** Real servers' tools/list, dumped now; each tool named as the bridge would name it. */
    private static List<ObjectNode> catalogue() throws IOException, InterruptedException {
        Path catalogueDir = Path.of("..", "e2e", "tool-catalogue").toAbsolutePath().normalize();
        String missing = "the MCP servers of the retrieval set are not installed: run 'npm ci --ignore-scripts' in "
                + catalogueDir;
        if (!"true".equals(System.getenv("CI"))) {
            // ./mvnw verify needs only a JDK: without Node and the servers this test waits for .ci/run, which has both.
            Assumptions.assumeTrue(Files.isDirectory(catalogueDir.resolve("node_modules")), missing);
        }
        assertThat(catalogueDir.resolve("node_modules")).as(missing).isDirectory();
        Path out = Path.of("target", "discovery", "tools.json").toAbsolutePath();
        Files.createDirectories(out.getParent());
        Path bundledNode = Path.of("..", "e2e", "node_modules", ".bin", "node").toAbsolutePath().normalize();
        String node = Files.isExecutable(bundledNode) ? bundledNode.toString() : "node";
        Process dump = new ProcessBuilder(node, catalogueDir.resolve("dump-tools.mjs").toString(), out.toString())
                .redirectErrorStream(true).redirectOutput(out.resolveSibling("dump.log").toFile()).start();
        assertThat(dump.waitFor(4, TimeUnit.MINUTES)).as("the dump ends within 4 minutes").isTrue();
        assertThat(dump.exitValue()).as("every server listed its tools: " + Files.readString(
                out.resolveSibling("dump.log"))).isZero();
        List<ObjectNode> listings = new ArrayList<>();
        for (JsonNode tool : JSON.readTree(out.toFile())) {
            ObjectNode listing = JSON.createObjectNode();
            listing.put("name", tool.path("server").asText() + "_" + tool.path("name").asText());
            if (tool.hasNonNull("title")) {
                listing.set("title", tool.get("title"));
            }
            listing.set("description", tool.path("description"));
            listing.set("inputSchema", tool.path("inputSchema"));
            listings.add(listing);
        }
        return listings;
    }
}

// What progressive tool discovery costs: find latency (p50/p95/p99) at 300, 3,000 and 30,000 tools, memory per 1,000
// tools, the embedding model's own memory, and the size of tools/list in full and progressive mode. It runs the
// discovery service's own index (CatalogueIndex), need reading and embedder in process, on the tools real MCP servers
// list; a find is what the service does for one search, restricted to every tool of the catalogue:
//   (cd e2e/tool-catalogue && npm ci --ignore-scripts) && node e2e/tool-catalogue/dump-tools.mjs target/tools.json
//   ./mvnw -o -q compile dependency:build-classpath -pl discovery-service,gateway -am \
//       -Dmdep.outputFile=$PWD/target/discovery.cp
//   nice -n 19 java -Xmx2g -XX:+UseSerialGC --add-modules jdk.incubator.vector \
//       -cp discovery-service/target/classes:gateway/target/classes:$(cat target/discovery.cp) \
//       bench/ToolDiscoveryCost.java target/tools.json
//   node e2e/tool-catalogue/count-tokens.mjs target/tools-list-full.json target/tools-list-progressive.json
// Past the real tools, a catalogue of N tools repeats them as copies named <tool>_<copy>, each with the words
// "copy <n>" added and its vector moved by a little noise: a copy costs the same to search as a new tool, without
// embedding tens of thousands of texts first. Queries are 40 needs in words, a quarter of them in other languages, each
// embedded anew (not cached), so a find here pays for the query's embedding, as the first time a need is asked does.
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.discovery.catalogue.CatalogueIndex;
import dev.switchboard.discovery.catalogue.ToolText;
import dev.switchboard.discovery.language.Lexicon;
import dev.switchboard.discovery.language.NeedReader;
import dev.switchboard.discovery.search.NeedRanking;
import dev.switchboard.gateway.discovery.DiscoveryListings;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.RankingMode;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.search.embed.EmbedderSettings;

public class ToolDiscoveryCost {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Fusion FUSION = new Fusion(0.25, 0.7);
    private static final String[] NEEDS = {"open a bug report in a repository", "send a message to a channel",
            "read the logs of a pod", "take a screenshot of the page", "geocode a street address",
            "search the web for news", "scrape a web page as markdown", "run SQL on a database",
            "upload a file to a bucket", "create a pull request", "list the files in a folder", "kill a process",
            "store a key and value", "schedule a job every hour", "roll back a deployment", "find contacts by email",
            "driving directions between two cities", "area of a polygon", "remember a fact about a person",
            "click a button in the browser", "fill in a form", "merge a branch", "comment on a page",
            "measure page performance", "install a chart in the cluster", "generate an image from text",
            "list my databases", "delete a queue message", "read documentation of a library", "add two numbers",
            "rename a file", "search code for a function", "reply in a thread", "elevation of a point",
            "crawl a website", "find research papers", "update a CRM record", "list workers", "set a secret",
            "show network requests of the page", "wyślij wiadomość na kanał", "покажи логи пода", "截图网页",
            "Lösche die Datei", "crear una carpeta nueva", "exécuter une requête SQL", "zapisz plik na dysku",
            "найди новости в интернете", "合并拉取请求", "Route mit dem Auto berechnen"};

    public static void main(String[] args) throws Exception {
        List<ObjectNode> real = new ArrayList<>();
        for (JsonNode tool : JSON.readTree(Path.of(args.length > 0 ? args[0] : "target/tools.json").toFile())) {
            ObjectNode listing = JSON.createObjectNode();
            listing.put("name", tool.path("server").asText() + "_" + tool.path("name").asText());
            listing.set("description", tool.path("description"));
            listing.set("inputSchema", tool.path("inputSchema"));
            real.add(listing);
        }
        System.out.printf("catalogue: %d real tool definitions%n", real.size());

        byte[] full = JSON.writeValueAsBytes(Map.of("tools", real));
        byte[] progressive = JSON.writeValueAsBytes(Map.of("tools", DiscoveryListings.of("find_tools", "call_tool", 5,
                20, JSON)));
        Path fullFile = Path.of("target", "tools-list-full.json");
        Path progressiveFile = Path.of("target", "tools-list-progressive.json");
        Files.createDirectories(fullFile.getParent());
        Files.write(fullFile, full);
        Files.write(progressiveFile, progressive);
        System.out.printf("tools/list result: full %,d bytes, progressive %,d bytes (written to %s and %s; "
                + "e2e/tool-catalogue/count-tokens.mjs counts their tokens)%n",
                full.length, progressive.length, fullFile, progressiveFile);

        long rssBefore = rssKb();
        long start = System.nanoTime();
        try (Embedder embedder = new Embedder(new EmbedderSettings(1, 0, 32, 2000), Embedder.BatchTimer.UNTIMED)) {
            embedder.warmUp();
            System.out.printf("embedding model: loaded in %d ms, resident memory +%,d KB%n",
                    (System.nanoTime() - start) / 1_000_000, rssKb() - rssBefore);
            Map<String, float[]> realVectors = new HashMap<>();
            List<ToolText> realTexts = real.stream().map(ToolText::of).toList();
            long embedStart = System.nanoTime();
            List<float[]> computed = embedder.embedAll(realTexts.stream().map(ToolText::meaning).toList());
            for (int i = 0; i < realTexts.size(); i++) {
                realVectors.put(realTexts.get(i).name(), computed.get(i));
            }
            System.out.printf("embedding %d tool definitions: %d ms (%.1f ms each, one thread)%n", realTexts.size(),
                    (System.nanoTime() - embedStart) / 1_000_000,
                    (System.nanoTime() - embedStart) / 1e6 / realTexts.size());

            for (int size : new int[] {300, 3_000, 30_000}) {
                measure(size, real, realVectors, embedder);
            }
        }
    }

    private static void measure(int size, List<ObjectNode> real, Map<String, float[]> realVectors, Embedder embedder)
            throws Exception {
        Random random = new Random(size);
        List<ObjectNode> listings = new ArrayList<>(size);
        Map<String, float[]> vectorsByName = new HashMap<>();
        for (int i = 0; i < size; i++) {
            ObjectNode original = real.get(i % real.size());
            int copy = i / real.size();
            ObjectNode listing = original.deepCopy();
            if (copy > 0) {
                listing.put("name", original.path("name").asText() + "_" + copy);
                listing.put("description", original.path("description").asText() + " (copy " + copy + ")");
            }
            listings.add(listing);
            vectorsByName.put(listing.path("name").asText(), copy == 0 ? realVectors.get(original.path("name")
                    .asText()) : nudged(realVectors.get(original.path("name").asText()), random));
        }
        long heapBefore = settledHeap();
        CatalogueIndex index = new CatalogueIndex();
        index.follow(listings, texts -> {
            Map<String, float[]> byDigest = new HashMap<>();
            texts.forEach(text -> byDigest.put(text.digest(), vectorsByName.get(text.name())));
            return byDigest;
        });
        long heapAfter = settledHeap();
        // the listings and float vectors are the catalogue's, not the index's: kept alive so that they are not counted
        Reference.reachabilityFence(listings);
        Reference.reachabilityFence(vectorsByName);
        Set<String> names = new LinkedHashSet<>(vectorsByName.keySet());
        NeedRanking ranking = new NeedRanking(index, new NeedReader(Lexicon.load()), embedder::embed, FUSION);
        for (int i = 0; i < 50; i++) {
            ranking.find(NEEDS[i % NEEDS.length] + " " + i, names, 5, RankingMode.HYBRID);
        }
        int rounds = 200;
        long[] nanos = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            String need = NEEDS[i % NEEDS.length] + " " + (1000 + i);
            long begin = System.nanoTime();
            ranking.find(need, names, 5, RankingMode.HYBRID);
            nanos[i] = System.nanoTime() - begin;
        }
        Arrays.sort(nanos);
        System.out.printf("%,7d tools: find p50 %.1f ms, p95 %.1f ms, p99 %.1f ms (need reading and embedding "
                + "included); index heap %,d KB (%,d KB per 1,000 tools)%n", size, nanos[rounds / 2] / 1e6,
                nanos[rounds * 95 / 100] / 1e6, nanos[rounds * 99 / 100] / 1e6, (heapAfter - heapBefore) / 1024,
                (heapAfter - heapBefore) / 1024 * 1000 / size);
        index.close();
    }

    private static float[] nudged(float[] vector, Random random) {
        float[] copy = new float[vector.length];
        double sum = 0;
        for (int i = 0; i < vector.length; i++) {
            copy[i] = vector[i] + (float) (random.nextGaussian() * 0.02);
            sum += copy[i] * copy[i];
        }
        float scale = (float) (1 / Math.sqrt(sum));
        for (int i = 0; i < copy.length; i++) {
            copy[i] *= scale;
        }
        return copy;
    }

    /** Heap in use after full collections have stopped freeing anything. */
    private static long settledHeap() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    private static long rssKb() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }
}

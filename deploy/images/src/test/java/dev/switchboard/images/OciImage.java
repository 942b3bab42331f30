package dev.switchboard.images;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** An OCI image layout tarball read back independently of the code that wrote it: config and layer entries. */
record OciImage(JsonNode config, List<List<Entry>> layers, List<byte[]> layerBlobs) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One file, directory or link inside a layer. */
    record Entry(String path, int mode, long uid, long gid, boolean directory) {
    }

    static OciImage read(Path tarball) throws IOException {
        Map<String, byte[]> blobs = new HashMap<>();
        try (TarArchiveInputStream tar = new TarArchiveInputStream(Files.newInputStream(tarball))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (!entry.isDirectory()) {
                    blobs.put(entry.getName(), tar.readAllBytes());
                }
            }
        }
        JsonNode index = JSON.readTree(blobs.get("index.json"));
        JsonNode manifest = JSON.readTree(blob(blobs, index.path("manifests").get(0).path("digest").asText()));
        JsonNode config = JSON.readTree(blob(blobs, manifest.path("config").path("digest").asText()));
        List<List<Entry>> layers = new ArrayList<>();
        List<byte[]> layerBlobs = new ArrayList<>();
        for (JsonNode layer : manifest.path("layers")) {
            byte[] compressed = blob(blobs, layer.path("digest").asText());
            layerBlobs.add(compressed);
            layers.add(entries(new GZIPInputStream(new ByteArrayInputStream(compressed))));
        }
        return new OciImage(config, layers, layerBlobs);
    }

    List<Entry> allEntries() {
        return layers.stream().flatMap(List::stream).toList();
    }

    /** Index of the first layer holding {@code path}, or -1. */
    int layerOf(String path) {
        for (int i = 0; i < layers.size(); i++) {
            if (layers.get(i).stream().anyMatch(entry -> entry.path().equals(path))) {
                return i;
            }
        }
        return -1;
    }

    private static byte[] blob(Map<String, byte[]> blobs, String digest) {
        byte[] blob = blobs.get("blobs/sha256/" + digest.substring("sha256:".length()));
        if (blob == null) {
            throw new IllegalStateException("blob " + digest + " missing from the tarball");
        }
        return blob;
    }

    private static List<Entry> entries(InputStream layer) throws IOException {
        List<Entry> entries = new ArrayList<>();
        try (TarArchiveInputStream tar = new TarArchiveInputStream(layer)) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                String path = entry.getName().replaceFirst("^\\./", "").replaceFirst("^/", "").replaceFirst("/$", "");
                entries.add(
                        new Entry(path, entry.getMode(), entry.getLongUserId(), entry.getLongGroupId(), entry.isDirectory()));
            }
        }
        return entries;
    }
}

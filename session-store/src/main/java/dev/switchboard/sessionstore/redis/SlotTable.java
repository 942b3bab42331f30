package dev.switchboard.sessionstore.redis;

import java.net.URI;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.vertx.redis.client.Response;

/**
 * Which master serves each of a Redis Cluster's 16384 hash slots, as one {@code CLUSTER SLOTS} answer said, and every
 * node that answer named (masters and replicas), to ask again later.
 */
record SlotTable(String[] masters, List<String> nodes) {

    static final int SLOTS = 16384;

    /**
     * Reads a {@code CLUSTER SLOTS} reply: each entry {@code [first, last, [host, port, id], replicas…]}. Endpoints get
     * the scheme and credentials of {@code like} (a seed node's URL), as the cluster names nodes by address only.
     */
    static SlotTable of(Response reply, String like) {
        String[] masters = new String[SLOTS];
        Set<String> nodes = new LinkedHashSet<>();
        for (Response range : reply) {
            int first = range.get(0).toInteger();
            int last = range.get(1).toInteger();
            for (int i = 2; i < range.size(); i++) {
                String endpoint = endpoint(like, range.get(i).get(0).toString(), range.get(i).get(1).toInteger());
                nodes.add(endpoint);
                if (i == 2) {
                    for (int slot = first; slot <= last; slot++) {
                        masters[slot] = endpoint;
                    }
                }
            }
        }
        return new SlotTable(masters, List.copyOf(nodes));
    }

    /** The endpoint of {@code host:port} with the scheme and credentials of {@code like}. */
    static String endpoint(String like, String host, int port) {
        URI seed = URI.create(like);
        String userInfo = seed.getRawUserInfo() == null ? "" : seed.getRawUserInfo() + "@";
        String path = seed.getRawPath() == null ? "" : seed.getRawPath();
        return seed.getScheme() + "://" + userInfo + host + ":" + port + path;
    }

    /** The endpoint a {@code MOVED} or {@code ASK} error names ({@code "MOVED 3999 127.0.0.1:6381"}). */
    static String redirected(String like, String error) {
        String address = error.substring(error.lastIndexOf(' ') + 1);
        int colon = address.lastIndexOf(':');
        String host = colon <= 0 ? URI.create(like).getHost() : address.substring(0, colon);
        return endpoint(like, host, Integer.parseInt(address.substring(colon + 1)));
    }

    /** The masters, each once. */
    Set<String> distinctMasters() {
        Set<String> distinct = new LinkedHashSet<>();
        for (String master : masters) {
            if (master != null) {
                distinct.add(master);
            }
        }
        return distinct;
    }
}

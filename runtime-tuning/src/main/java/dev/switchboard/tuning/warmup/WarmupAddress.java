package dev.switchboard.tuning.warmup;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Where a warm-up before readiness (the gateway's and every tool service's) sends its calls, and how the server tells
 * them from the network's: the process calls its own HTTP server over loopback.
 */
public final class WarmupAddress {

    private WarmupAddress() {
    }

    /**
     * {@code http://host:port} of the server bound to {@code bindHost} ({@code quarkus.http.host}) and {@code port}:
     * loopback for a wildcard bind, the bound address otherwise (an IPv6 literal in brackets).
     */
    public static String base(String bindHost, int port) {
        String host = switch (bindHost) {
            case "0.0.0.0", "::", "[::]" -> "127.0.0.1";
            default -> bindHost;
        };
        return "http://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
    }

    /** Whether {@code hostAddress}, an IP literal as a server sees its peer, is a loopback address. */
    public static boolean isLoopback(String hostAddress) {
        if (hostAddress == null || hostAddress.isEmpty() || !hostAddress.matches("[0-9A-Fa-f:.%]+")) {
            return false; // only IP literals: a name would be looked up
        }
        try {
            return InetAddress.getByName(hostAddress).isLoopbackAddress(); // a literal: no lookup
        } catch (UnknownHostException e) {
            return false;
        }
    }
}

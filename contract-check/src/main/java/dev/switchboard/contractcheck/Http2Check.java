package dev.switchboard.contractcheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * A manifest that declares {@code http2} promises that the service answers a connection opening with the HTTP/2
 * preface (h2c with prior knowledge, RFC 9113 section 3.3): the gateway then sends every call that way, and a service
 * that cannot read it fails them all. The check opens such a connection and expects the server's SETTINGS frame.
 */
final class Http2Check {

    static final String CHECK = "manifest.http2";
    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    /** An empty SETTINGS frame: length 0, type 4, no flags, stream 0. */
    private static final byte[] EMPTY_SETTINGS = { 0, 0, 0, 4, 0, 0, 0, 0, 0 };
    private static final int SETTINGS = 4;
    private static final int TIMEOUT_MS = 5_000;

    private Http2Check() {
    }

    static void run(URI url, Report report) {
        if (!"http".equals(url.getScheme())) {
            report.pass(CHECK, "declared; over " + url.getScheme() + " the gateway speaks HTTP/1.1, so it is not used");
            return;
        }
        String answer;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), url.getPort() < 0 ? 80 : url.getPort()), TIMEOUT_MS);
            socket.setSoTimeout(TIMEOUT_MS);
            OutputStream out = socket.getOutputStream();
            out.write(PREFACE);
            out.write(EMPTY_SETTINGS);
            out.flush();
            answer = firstFrame(socket.getInputStream());
        } catch (IOException e) {
            answer = "the connection failed (" + e.getMessage() + ")";
        }
        if (answer == null) {
            report.pass(CHECK, "answers HTTP/2 without TLS (prior knowledge), as the manifest declares");
        } else {
            report.fail(CHECK, "the manifest declares http2, but a connection that opened with the HTTP/2 preface got "
                    + answer + ": the gateway would fail every call. Serve h2c with prior knowledge on this port, or "
                    + "leave http2 out of the manifest");
        }
    }

    /** Null when the first frame the server sends is its SETTINGS; otherwise what came instead. */
    private static String firstFrame(InputStream in) throws IOException {
        byte[] header = in.readNBytes(9);
        if (header.length < 9) {
            return header.length == 0 ? "no answer before the connection closed"
                    : "an answer of " + header.length + " bytes";
        }
        if (header[3] == SETTINGS && (header[5] | header[6] | header[7] | header[8]) == 0) {
            return null;
        }
        String start = new String(header, StandardCharsets.US_ASCII);
        return start.startsWith("HTTP/") ? "an HTTP/1 answer (" + start.strip() + "…)"
                : "a frame of type " + (header[3] & 0xff) + " first, where SETTINGS (4) was due";
    }
}

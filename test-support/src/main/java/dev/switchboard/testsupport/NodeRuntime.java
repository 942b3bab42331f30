package dev.switchboard.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Node.js and the npm packages pinned in {@code e2e/} (the reference server-everything, the TypeScript SDK), for tests
 * run from a module directory: found in {@code ../e2e}, installed there with {@code npm ci} on first use from a clean
 * clone. Tests needing them are skipped only when no {@code node} exists at all; CI always has it.
 */
public final class NodeRuntime {

    public static final Path E2E = Path.of("..", "e2e").toAbsolutePath().normalize();
    public static final Path EVERYTHING = E2E.resolve("node_modules/@modelcontextprotocol/server-everything/dist/index.js");
    public static final Path HTTP_UPSTREAM = E2E.resolve("upstream-http.mjs");
    /** A Streamable HTTP server with an MCP App, built with {@code @modelcontextprotocol/ext-apps}' server helpers. */
    public static final Path APPS_UPSTREAM = E2E.resolve("upstream-apps.mjs");
    private static final Path EXT_APPS = E2E.resolve("node_modules/@modelcontextprotocol/ext-apps/package.json");

    private NodeRuntime() {
    }

    /** For {@code @EnabledIf}: a {@code node} to run the upstream servers with. */
    public static boolean available() {
        return onPath("node") || Files.isExecutable(E2E.resolve("node_modules/.bin/node"));
    }

    /** The node binary: the pinned one from {@code e2e/} when installed, else the one on the PATH. */
    public static synchronized String node() {
        installPackages();
        Path pinned = E2E.resolve("node_modules/.bin/node");
        return Files.isExecutable(pinned) ? pinned.toString() : "node";
    }

    private static void installPackages() {
        if (Files.exists(EVERYTHING) && Files.exists(EXT_APPS)) {
            return;
        }
        try {
            // Never the test JVM's own stdout: surefire reads its fork's stdout as a protocol channel.
            Path log = Files.createTempFile("npm-ci", ".log");
            Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
                    .directory(E2E.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!npm.waitFor(10, TimeUnit.MINUTES) || npm.exitValue() != 0) {
                throw new IllegalStateException("npm ci in " + E2E + " failed:\n" + Files.readString(log));
            }
        } catch (IOException e) {
            throw new IllegalStateException("npm is needed to install the upstream servers in " + E2E, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static boolean onPath(String binary) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String directory : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(directory, binary))) {
                return true;
            }
        }
        return false;
    }
}

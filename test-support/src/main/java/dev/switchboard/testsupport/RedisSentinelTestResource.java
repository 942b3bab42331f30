package dev.switchboard.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A real Redis master watched by a real Redis Sentinel, with quarkus-redis-client in sentinel mode: it knows only the
 * sentinel and the master's name ({@value #MASTER_NAME}, not the default), and asks the sentinel where the master is.
 */
public class RedisSentinelTestResource implements QuarkusTestResourceLifecycleManager {

    public static final String MASTER_NAME = "switchboard-state";

    private LocalRedis master;
    private LocalRedis sentinel;

    @Override
    public Map<String, String> start() {
        Path directory;
        try {
            directory = Files.createTempDirectory("switchboard-sentinel");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        master = LocalRedis.start();
        sentinel = LocalRedis.startSentinel(master, MASTER_NAME, directory);
        return Map.of("quarkus.redis.hosts", sentinel.url(), "quarkus.redis.client-type", "sentinel",
                "quarkus.redis.master-name", MASTER_NAME);
    }

    @Override
    public void stop() {
        if (sentinel != null) {
            sentinel.close();
        }
        if (master != null) {
            master.close();
        }
    }
}

package dev.switchboard.archfixture.redisinternals.redis;

import java.util.List;

import io.vertx.redis.client.Request;
import io.vertx.redis.client.impl.RequestImpl;

/** Fixture: a class beside the adapter that reads a Redis client internal itself, to show the rule fails on it. */
public class ReadsARequestsKeys {

    public List<byte[]> keys(Request request) {
        return ((RequestImpl) request).keys();
    }
}

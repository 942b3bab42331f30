package dev.switchboard.testsupport;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link LocalRedis} field to receive the server started by {@link RedisTestResource}, or a
 * {@link LocalRedisCluster} field the cluster started by {@link RedisClusterTestResource}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface InjectRedis {
}

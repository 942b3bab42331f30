package dev.switchboard.testsupport;

import java.util.ArrayList;
import java.util.List;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * A {@code @QuarkusTest} on a real Redis Cluster ({@link RedisClusterTestResource}) instead of the module's one
 * redis-server: the module's global test resources are left out, so a subclass adds back those it needs with
 * {@link #moreResources()}.
 */
public class RedisClusterProfile implements QuarkusTestProfile {

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }

    @Override
    public List<TestResourceEntry> testResources() {
        List<TestResourceEntry> resources = new ArrayList<>(List.of(new TestResourceEntry(RedisClusterTestResource.class)));
        resources.addAll(moreResources());
        return resources;
    }

    /** Test resources the module's tests need besides Redis. */
    protected List<TestResourceEntry> moreResources() {
        return List.of();
    }
}

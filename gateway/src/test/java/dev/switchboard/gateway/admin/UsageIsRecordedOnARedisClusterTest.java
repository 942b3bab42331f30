package dev.switchboard.gateway.admin;

import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link UsageIsRecordedPerTenantAndToolOverTimeTest}'s scenario on a real Redis Cluster: a tenant's usage buckets share its
 * hash tag, so one script adds to both.
 */
@QuarkusTest
@TestProfile(SecuredGatewayOnARedisCluster.class)
class UsageIsRecordedOnARedisClusterTest extends UsageIsRecordedPerTenantAndToolOverTimeTest {
}

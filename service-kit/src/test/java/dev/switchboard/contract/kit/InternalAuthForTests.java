package dev.switchboard.contract.kit;

import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import io.quarkus.test.common.QuarkusTestResource;

/**
 * Every test of this module runs with internal calls signed and verified for real: the gateway's test signing key, its
 * public half on the service side, signed registrations (see {@link InternalAuthTestResource}).
 */
@QuarkusTestResource(InternalAuthTestResource.class)
class InternalAuthForTests {
}

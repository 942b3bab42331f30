package dev.switchboard.tuning;

import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import io.quarkus.test.common.QuarkusTestResource;

/**
 * Every test application of this module verifies internal tokens as a service does, with the test key's public half
 * (see {@link InternalAuthTestResource}).
 */
@QuarkusTestResource(InternalAuthTestResource.class)
public class InternalAuthForTests {
}

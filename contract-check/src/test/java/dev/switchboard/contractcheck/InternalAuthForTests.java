package dev.switchboard.contractcheck;

import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import io.quarkus.test.common.QuarkusTestResource;

/**
 * The fixture service verifies internal tokens for real, with the test signing key's public half; the checker signs
 * with its private half (see {@link InternalAuthTestResource}).
 */
@QuarkusTestResource(InternalAuthTestResource.class)
class InternalAuthForTests {
}

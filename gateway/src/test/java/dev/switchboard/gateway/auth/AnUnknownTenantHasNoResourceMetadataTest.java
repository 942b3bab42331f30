package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;

/**
 * A tenant's own endpoint exists only for a tenant the gateway serves: the metadata of one it would refuse answers 404,
 * with a JSON body naming the tenant the path asked for.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnUnknownTenantHasNoResourceMetadataTest {

    @Test
    void theMetadataOfAnUnknownTenantsEndpointIsNotFound() {
        RestAssured.get("/.well-known/oauth-protected-resource/t/no-such-tenant/mcp").then().statusCode(404)
                .contentType("application/json").body("error", containsString("no tenant 'no-such-tenant'"));
    }
}

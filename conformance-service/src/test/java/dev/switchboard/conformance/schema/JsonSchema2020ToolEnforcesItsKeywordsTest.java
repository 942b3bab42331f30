package dev.switchboard.conformance.schema;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class JsonSchema2020ToolEnforcesItsKeywordsTest {

    static final String TOOL = "json_schema_2020_12_tool";

    private static ObjectNode args() {
        return fields().put("name", "Ada");
    }

    @Test
    void aPhoneContactWithAnAddressFromDefsIsAccepted() {
        ObjectNode arguments = args().put("contactMethod", "phone").put("phone", "+44 20 7946 0000");
        arguments.putObject("address").put("street", "1 Analytical Row").put("city", "London");
        tool(TOOL, call(arguments, InternalCalls.context())).statusCode(200)
                .body("structuredContent.contactMethod", equalTo("phone"))
                .body("structuredContent.reachAt", equalTo("+44 20 7946 0000"))
                .body("structuredContent.address.city", equalTo("London"));
    }

    @Test
    void withoutAContactMethodTheEmailIsUsed() {
        tool(TOOL, call(args().put("email", "ada@example.org"), InternalCalls.context())).statusCode(200)
                .body("structuredContent.contactMethod", equalTo("email"))
                .body("structuredContent.reachAt", equalTo("ada@example.org"));
    }

    @Test
    void thenRequiresAPhoneForAPhoneContact() {
        tool(TOOL, call(args().put("contactMethod", "phone").put("email", "ada@example.org"),
                InternalCalls.context())).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.violations.rule", hasItem("required"));
    }

    @Test
    void anyOfNeedsAPhoneOrAnEmail() {
        tool(TOOL, call(args(), InternalCalls.context())).statusCode(400)
                .body("data.violations.property", hasItems("phone", "email"));
    }

    @Test
    void theReferencedAddressDefinitionIsEnforced() {
        ObjectNode arguments = args().put("email", "ada@example.org");
        arguments.putObject("address").put("street", "no city");
        tool(TOOL, call(arguments, InternalCalls.context())).statusCode(400)
                .body("data.violations.property", hasItem("address.city"));
    }

    @Test
    void unknownPropertiesAreRefused() {
        tool(TOOL, call(args().put("email", "ada@example.org").put("age", 36), InternalCalls.context()))
                .statusCode(400)
                .body("data.violations.rule", hasItem("additionalProperties"));
    }
}

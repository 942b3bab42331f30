package dev.switchboard.contract;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static org.assertj.core.api.Assertions.assertThat;

/** The fields added for caller-scoped services (session id, dynamic resource lists) and their absent defaults. */
class CallerFieldsJsonTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void theSessionIdTravelsInTheContextAndIsOmittedWhenAbsent() throws Exception {
        CallContext session = new CallContext("r-1", "acme", "alice", null, false, null, "sess-1");
        String wire = json.writeValueAsString(session);

        assertThatJson(wire).isEqualTo("""
                {"requestId":"r-1","tenant":"acme","subject":"alice","clientCapabilities":{},"progress":false,
                 "sessionId":"sess-1"}""");
        assertThat(json.readValue(wire, CallContext.class)).isEqualTo(session);
        assertThat(json.readValue("{\"tenant\":\"acme\"}", CallContext.class).sessionId()).isNull();
    }

    @Test
    void argumentsCheckedTravelsOnlyWhenTheGatewayCheckedThem() throws Exception {
        CallContext checked = new CallContext("r-1", "acme", "alice", null, false, null, null).withArgumentsChecked();

        assertThatJson(json.writeValueAsString(checked)).inPath("argumentsChecked").isEqualTo(true);
        assertThat(json.readValue(json.writeValueAsString(checked), CallContext.class).argumentsCheckedByTheGateway())
                .isTrue();
        assertThat(json.readValue("{\"tenant\":\"acme\"}", CallContext.class).argumentsCheckedByTheGateway())
                .isFalse();
    }

    @Test
    void aManifestWithoutDynamicResourcesReadsAsAStaticList() throws Exception {
        ServiceManifest older = json.readValue("""
                {"service":"old","version":"1","tools":[],"completions":false}""", ServiceManifest.class);
        ServiceManifest dynamic = new ServiceManifest("memory", "1", List.of(), List.of(), List.of(), List.of(), true,
                true);

        assertThat(older.dynamicResources()).isFalse();
        assertThatJson(json.writeValueAsString(dynamic)).inPath("dynamicResources").isEqualTo(true);
        assertThat(json.readValue(json.writeValueAsString(dynamic), ServiceManifest.class)).isEqualTo(dynamic);
    }

    @Test
    void aResourceListRoundTrips() throws Exception {
        ResourceList list = new ResourceList(
                List.of(ResourceDescriptor.of("memory://task-1", "task-1", "Shared memory", "application/json")));
        String wire = json.writeValueAsString(list);

        assertThatJson(wire).isEqualTo("""
                {"resources":[{"uri":"memory://task-1","name":"task-1","description":"Shared memory",
                 "mimeType":"application/json"}]}""");
        assertThat(json.readValue(wire, ResourceList.class)).isEqualTo(list);
        assertThat(json.readValue("{}", ResourceListRequest.class).context()).isEqualTo(CallContext.none());
    }
}

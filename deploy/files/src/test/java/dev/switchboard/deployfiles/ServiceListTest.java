package dev.switchboard.deployfiles;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** deploy/services.txt's lines, read; a line that cannot be meant fails with its number. */
class ServiceListTest {

    private static final String GATEWAY = "gateway gateway 8080 9080 128m - - - - gateway -";

    @Test
    void theSuitesListReadsWithItsGatewayConsoleToolsAndFixtures() {
        ServiceList list = ServiceList.read(Repository.root());

        assertThat(list.gateway().module()).isEqualTo("gateway");
        assertThat(list.fixtures()).extracting(Service::module).containsExactly("conformance-service");
        Service console = list.console().orElseThrow();
        assertThat(console.image()).isEqualTo("switchboard/console");
        assertThat(console.isHandWritten()).isTrue();
        assertThat(list.generated()).doesNotContain(console);
        assertThat(list.production()).contains(console);
        assertThat(list.redisClients()).doesNotContain(console);
        Service bridge = list.tools().stream().filter(s -> s.name().equals("mcp-bridge")).findFirst().orElseThrow();
        assertThat(bridge.startsWith()).contains("BRIDGE_UPSTREAMS_FILE");
        assertThat(bridge.file()).contains("upstreams.json");
        assertThat(bridge.filesDirectory()).isEqualTo("/etc/mcp-bridge");
        assertThat(bridge.filesConfigMap()).isEqualTo("mcp-bridge-service-files");
        assertThat(bridge.image()).isEqualTo("switchboard/mcp-bridge-service");
        Service github = list.tools().stream().filter(s -> s.name().equals("github-search")).findFirst().orElseThrow();
        assertThat(github.secrets()).containsExactly(new Secret("GITHUB_TOKEN", "github-token", true),
                new Secret("SWITCHBOARD_TOKEN_VAULT_KEYS", "token-vault-keys", true));
        assertThat(github.secrets().getFirst().composeName()).isEqualTo("github_token");
        assertThat(github.kubernetesSecret()).isEqualTo("github-search-secrets");
        assertThat(github.variableStem()).isEqualTo("GITHUB_SEARCH");
        assertThat(github.minReplicas()).isEqualTo(2);
        assertThat(github.maxReplicas()).isEqualTo(4);
    }

    @Test
    void aLineThatCannotBeReadIsNamedByItsNumber() {
        assertThatThrownBy(() -> ServiceList.parse(List.of("# header", GATEWAY, "a a-service 8081 9081 96m")))
                .hasMessage("deploy/services.txt line 3: 5 columns, expected 11: a a-service 8081 9081 96m");
        assertThatThrownBy(() -> ServiceList.parse(List.of(GATEWAY,
                "a a-service 8081 9081 96m 100m 1Mi/2Mi 2-4 no worker -")))
                .hasMessageContaining("line 2: kind worker is none of gateway, console, tool, tool:VARIABLE, "
                        + "tool:VARIABLE=file, fixture");
        assertThatThrownBy(() -> ServiceList.parse(List.of(GATEWAY,
                "a a-service 8080 9081 96m 100m 1Mi/2Mi 2-4 no tool -")))
                .hasMessage("deploy/services.txt: port 8080 is used twice");
        assertThatThrownBy(() -> ServiceList.parse(List.of(GATEWAY,
                "a a-service 8081 9081 96m 100m 1Mi/2Mi 2-4 no tool SECRET")))
                .hasMessageContaining("line 2: secret SECRET is not VARIABLE:key");
        assertThatThrownBy(() -> ServiceList.parse(List.of(GATEWAY,
                "a a-service 8081 9081 96m 100m 1Mi/2Mi 2-4 no tool:A_FILE=../etc/passwd -")))
                .hasMessageContaining("line 2: kind tool:A_FILE=../etc/passwd: the file is a plain file name");
    }
}

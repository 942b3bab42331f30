package dev.switchboard.bridge.naming;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ExposedNamesStayWithinTheLimitTest {

    @Test
    void aShortValidNameIsPrefixedAsItIs() {
        ExposedName name = ExposedName.of("github", "_", "search_issues", 64);

        assertThat(name.name()).isEqualTo("github_search_issues");
        assertThat(name.altered()).isFalse();
        assertThat(name.describe("Searches issues.")).isEqualTo("Searches issues.");
    }

    @Test
    void aLongNameIsCutAndEndsInAStableHashAndTheDescriptionSaysSo() {
        String upstreamName = "a_tool_whose_name_goes_on_and_on_far_beyond_what_clients_accept_in_a_list";
        ExposedName first = ExposedName.of("everything", "_", upstreamName, 64);
        ExposedName again = ExposedName.of("everything", "_", upstreamName, 64);
        ExposedName sibling = ExposedName.of("everything", "_", upstreamName + "_2", 64);

        assertThat(first.name()).hasSize(64).startsWith("everything_a_tool_whose").matches(".*_[0-9a-f]{8}");
        assertThat(again.name()).isEqualTo(first.name());
        assertThat(sibling.name()).hasSize(64).isNotEqualTo(first.name());
        assertThat(first.describe("Does it.")).startsWith("Does it.").contains(upstreamName).contains("shortened");
    }

    @Test
    void charactersToolNamesMayNotContainAreReplacedAndHashed() {
        ExposedName name = ExposedName.of("fs", "_", "read file/now", 64);

        assertThat(name.name()).matches("fs_read_file_now_[0-9a-f]{8}");
        assertThat(name.altered()).isTrue();
    }

    @Test
    void aSecondClaimOfTheSameNameIsRefusedWithTheOwner() {
        NameTable table = new NameTable();

        assertThat(table.claim("a_b_c", "a/b_c")).isEmpty();
        assertThat(table.claim("a_b_c", "a_b/c")).contains("a/b_c");
    }
}

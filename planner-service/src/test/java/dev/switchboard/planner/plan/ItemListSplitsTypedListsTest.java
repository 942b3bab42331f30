package dev.switchboard.planner.plan;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ItemListSplitsTypedListsTest {

    @Test
    void severalLinesAreOneItemEach() {
        assertThat(ItemList.parse("- Users can log in, and out\n* Sessions expire\n\n2) Audit log\n"))
                .containsExactly("Users can log in, and out", "Sessions expire", "Audit log");
    }

    @Test
    void oneLineIsSplitOnCommasAndSemicolons() {
        assertThat(ItemList.parse("CSV export, PDF export; email delivery"))
                .containsExactly("CSV export", "PDF export", "email delivery");
    }

    @Test
    void cjkSeparatorsSplitToo() {
        assertThat(ItemList.parse("导出CSV，导出PDF、邮件通知")).containsExactly("导出CSV", "导出PDF", "邮件通知");
    }

    @Test
    void blankTextIsNoItems() {
        assertThat(ItemList.parse("  \n ")).isEmpty();
        assertThat(ItemList.parse(null)).isEmpty();
    }
}

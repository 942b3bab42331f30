package dev.switchboard.gateway.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.IntNode;

import dev.switchboard.gateway.jsonrpc.McpException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PagesWalkEveryItemOnceTest {

    private final List<IntNode> items = IntStream.range(0, 7).mapToObj(IntNode::valueOf).toList();

    @Test
    void followingNextCursorVisitsEveryItemOnceInOrder() {
        List<IntNode> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Pages.Page<IntNode> page = Pages.page(items, cursor, 3);
            seen.addAll(page.items());
            cursor = page.nextCursor();
            pages++;
        } while (cursor != null);

        assertThat(seen).isEqualTo(items);
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void aForgedCursorIsInvalidParams() {
        assertThatThrownBy(() -> Pages.page(items, "not-a-cursor", 3))
                .isInstanceOfSatisfying(McpException.class, e -> assertThat(e.code()).isEqualTo(-32602));
        assertThatThrownBy(() -> Pages.page(items, "bzo5OTk", 3)).isInstanceOf(McpException.class);
    }
}

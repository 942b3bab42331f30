package dev.switchboard.memory.record;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MemoryUrisAreParsedStrictlyTest {

    private final String id = MemoryIds.newId(System.currentTimeMillis());

    @Test
    void spaceAndRecordUrisAreRecognised() {
        assertThat(MemoryUri.parse("memory://task-1")).contains(new MemoryUri("task-1", null));
        assertThat(MemoryUri.parse("memory://task-1/" + id)).contains(new MemoryUri("task-1", id));
        assertThat(MemoryUri.record("task-1", id)).isEqualTo("memory://task-1/" + id);
    }

    @Test
    void anythingElseIsNotAMemoryUri() {
        assertThat(MemoryUri.parse("file:///etc/passwd")).isEmpty();
        assertThat(MemoryUri.parse("memory://")).isEmpty();
        assertThat(MemoryUri.parse("memory://task 1")).isEmpty();
        assertThat(MemoryUri.parse("memory://task-1/not-an-id")).isEmpty();
        assertThat(MemoryUri.parse("memory://task-1/" + id + "/more")).isEmpty();
    }

    @Test
    void idsSortByCreationTime() {
        assertThat(MemoryIds.newId(1_000)).isLessThan(MemoryIds.newId(2_000));
        assertThat(MemoryIds.isWellFormed(id)).isTrue();
    }
}

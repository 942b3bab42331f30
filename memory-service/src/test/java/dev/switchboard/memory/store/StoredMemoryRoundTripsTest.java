package dev.switchboard.memory.store;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import dev.switchboard.memory.record.MemoryIds;
import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryType;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class StoredMemoryRoundTripsTest {

    private final ObjectMapper json = new ObjectMapper().registerModule(new JavaTimeModule());

    @Test
    void theRecordComesBackWholeAndTheVectorWithinHalfFloatPrecision() throws Exception {
        MemoryRecord record = new MemoryRecord(MemoryIds.newId(1_700_000_000_000L), "task-1", MemoryType.CODE,
                List.of("java", "zażółć"), json.createObjectNode().put("code", "int x = 1; // 日本語"),
                Instant.ofEpochMilli(1_700_000_000_123L), "alice");
        float[] vector = { 0.12345f, -0.5f, 0.0001f, 0.99f };

        byte[] stored = new StoredMemory(record, vector).encode(json);
        StoredMemory back = StoredMemory.decode(stored, json);

        assertThat(back.record()).isEqualTo(record);
        for (int i = 0; i < vector.length; i++) {
            assertThat(back.vector()[i]).isCloseTo(vector[i], within(0.0005f));
        }
        assertThat(StoredMemory.recordOf(stored, json)).isEqualTo(record);
        assertThat(stored.length).isEqualTo(3 + vector.length * 2 + json.writeValueAsBytes(record).length);
    }
}

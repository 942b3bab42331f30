package dev.switchboard.memory.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.memory.record.MemoryRecord;

/**
 * A memory as one Redis hash value: a version byte, the vector's dimension (2 bytes), the vector as IEEE half floats
 * (little endian), then the record's JSON. Half floats halve the vector's share of Redis memory and change cosine
 * scores by less than 0.001.
 */
public record StoredMemory(MemoryRecord record, float[] vector) {

    private static final byte VERSION = 1;
    private static final int HEADER = 3;

    byte[] encode(ObjectMapper json) {
        byte[] recordJson;
        try {
            recordJson = json.writeValueAsBytes(record);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ByteBuffer buffer = ByteBuffer.allocate(HEADER + vector.length * 2 + recordJson.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        buffer.put(VERSION).putShort((short) vector.length);
        for (float value : vector) {
            buffer.putShort(Float.floatToFloat16(value));
        }
        return buffer.put(recordJson).array();
    }

    static StoredMemory decode(byte[] bytes, ObjectMapper json) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (buffer.get() != VERSION) {
            throw new IllegalStateException("Unknown stored memory format " + bytes[0]);
        }
        float[] vector = new float[buffer.getShort()];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = Float.float16ToFloat(buffer.getShort());
        }
        try {
            MemoryRecord record = json.readValue(bytes, buffer.position(), buffer.remaining(), MemoryRecord.class);
            return new StoredMemory(record, vector);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt memory record in Redis", e);
        }
    }

    /** The record alone, skipping the vector: for reads that only show memories. */
    static MemoryRecord recordOf(byte[] bytes, ObjectMapper json) {
        int dimension = Short.toUnsignedInt(ByteBuffer.wrap(bytes, 1, 2).order(ByteOrder.LITTLE_ENDIAN).getShort());
        int offset = HEADER + dimension * 2;
        try {
            return json.readValue(bytes, offset, bytes.length - offset, MemoryRecord.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt memory record in Redis", e);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredMemory that && record.equals(that.record) && Arrays.equals(vector, that.vector);
    }

    @Override
    public int hashCode() {
        return 31 * record.hashCode() + Arrays.hashCode(vector);
    }

    @Override
    public String toString() {
        return "StoredMemory[" + record + ", " + vector.length + " dimensions]";
    }
}

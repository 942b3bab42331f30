package dev.switchboard.contract.sse;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A character whose UTF-8 bytes are cut between two network chunks is decoded whole, never as U+FFFD. */
class MultiByteCharacterSplitBetweenChunksArrivesWholeTest {

    @Test
    void theCharacterIsDecodedOnceItsLineIsComplete() {
        byte[] stream = "event: result\ndata: {\"text\":\"Zürich €\"}\n\n".getBytes(StandardCharsets.UTF_8);
        int euro = indexOf(stream, (byte) 0xE2);
        DecodedEvents decoded = new DecodedEvents();

        decoded.feed(Arrays.copyOfRange(stream, 0, euro + 1)).feed(Arrays.copyOfRange(stream, euro + 1,
                stream.length));

        assertThat(decoded.events).extracting(SseEvent::data).containsExactly("{\"text\":\"Zürich €\"}");
    }

    private static int indexOf(byte[] bytes, byte wanted) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == wanted) {
                return i;
            }
        }
        throw new AssertionError("no byte " + wanted);
    }
}

package dev.switchboard.conformance.media;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Writes 16-bit mono PCM samples as a RIFF/WAVE file (a {@code fmt } chunk and a {@code data} chunk). */
public final class WavEncoder {

    private static final short FORMAT_PCM = 1;
    private static final short CHANNELS = 1;
    private static final short BITS_PER_SAMPLE = 16;

    private WavEncoder() {
    }

    public static byte[] encode(int sampleRate, short[] samples) {
        if (sampleRate <= 0) {
            throw new IllegalArgumentException("Sample rate must be positive: " + sampleRate);
        }
        int blockAlign = CHANNELS * BITS_PER_SAMPLE / 8;
        int dataBytes = samples.length * blockAlign;
        ByteBuffer wav = ByteBuffer.allocate(44 + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        wav.put(ascii("RIFF")).putInt(36 + dataBytes).put(ascii("WAVE"));
        wav.put(ascii("fmt ")).putInt(16).putShort(FORMAT_PCM).putShort(CHANNELS).putInt(sampleRate)
                .putInt(sampleRate * blockAlign).putShort((short) blockAlign).putShort(BITS_PER_SAMPLE);
        wav.put(ascii("data")).putInt(dataBytes);
        for (short sample : samples) {
            wav.putShort(sample);
        }
        return wav.array();
    }

    private static byte[] ascii(String tag) {
        return tag.getBytes(StandardCharsets.US_ASCII);
    }
}

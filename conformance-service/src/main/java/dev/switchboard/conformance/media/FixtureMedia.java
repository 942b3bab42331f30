package dev.switchboard.conformance.media;

import java.util.Base64;

/**
 * The image and sound the fixtures return, generated here rather than shipped: a 16×16 PNG checkerboard of 4-pixel
 * squares (teal and white) and a tenth of a second of a 440 Hz tone as 8 kHz 16-bit mono WAV.
 */
public final class FixtureMedia {

    public static final String PNG_MIME_TYPE = "image/png";
    public static final String WAV_MIME_TYPE = "audio/wav";

    public static final int IMAGE_SIZE = 16;
    public static final int SQUARE = 4;
    public static final int TEAL = 0x008080;
    public static final int WHITE = 0xFFFFFF;

    public static final int SAMPLE_RATE = 8_000;
    public static final double TONE_HZ = 440.0;
    public static final int TONE_SAMPLES = SAMPLE_RATE / 10;

    private static final String PNG_BASE64 = Base64.getEncoder().encodeToString(checkerboardPng());
    private static final String WAV_BASE64 = Base64.getEncoder().encodeToString(toneWav());

    private FixtureMedia() {
    }

    /** The checkerboard as base64 PNG. */
    public static String pngBase64() {
        return PNG_BASE64;
    }

    /** The tone as base64 WAV. */
    public static String wavBase64() {
        return WAV_BASE64;
    }

    static byte[] checkerboardPng() {
        int[] pixels = new int[IMAGE_SIZE * IMAGE_SIZE];
        for (int y = 0; y < IMAGE_SIZE; y++) {
            for (int x = 0; x < IMAGE_SIZE; x++) {
                pixels[y * IMAGE_SIZE + x] = ((x / SQUARE) + (y / SQUARE)) % 2 == 0 ? TEAL : WHITE;
            }
        }
        return PngEncoder.encode(IMAGE_SIZE, IMAGE_SIZE, pixels);
    }

    /** A sine at 30 % of full scale with a 10 ms linear fade at each end, so it starts and stops without a click. */
    static byte[] toneWav() {
        short[] samples = new short[TONE_SAMPLES];
        int fade = SAMPLE_RATE / 100;
        for (int i = 0; i < samples.length; i++) {
            double envelope = Math.min(1.0, Math.min(i, samples.length - 1 - i) / (double) fade);
            double value = Math.sin(2 * Math.PI * TONE_HZ * i / SAMPLE_RATE) * 0.3 * envelope;
            samples[i] = (short) Math.round(value * Short.MAX_VALUE);
        }
        return WavEncoder.encode(SAMPLE_RATE, samples);
    }
}

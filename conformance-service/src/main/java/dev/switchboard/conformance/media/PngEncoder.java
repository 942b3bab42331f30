package dev.switchboard.conformance.media;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an 8-bit RGB image as a PNG (ISO/IEC 15948): signature, {@code IHDR}, one zlib-compressed {@code IDAT} of
 * unfiltered scanlines, {@code IEND}. Enough for small generated fixtures; no AWT needed.
 */
public final class PngEncoder {

    private static final byte[] SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    private static final byte COLOUR_TYPE_RGB = 2;
    private static final byte FILTER_NONE = 0;

    private PngEncoder() {
    }

    /** {@code pixels} holds {@code width * height} values {@code 0xRRGGBB}, row by row from the top left. */
    public static byte[] encode(int width, int height, int[] pixels) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("Image size must be positive: " + width + "x" + height);
        }
        if (pixels.length != width * height) {
            throw new IllegalArgumentException(
                    "Expected " + width * height + " pixels for " + width + "x" + height + ", got " + pixels.length);
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        png.writeBytes(SIGNATURE);
        ByteBuffer header = ByteBuffer.allocate(13).putInt(width).putInt(height)
                .put((byte) 8).put(COLOUR_TYPE_RGB).put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(png, "IHDR", header.array());
        chunk(png, "IDAT", deflate(scanlines(width, height, pixels)));
        chunk(png, "IEND", new byte[0]);
        return png.toByteArray();
    }

    private static byte[] scanlines(int width, int height, int[] pixels) {
        byte[] raw = new byte[height * (1 + width * 3)];
        int at = 0;
        for (int y = 0; y < height; y++) {
            raw[at++] = FILTER_NONE;
            for (int x = 0; x < width; x++) {
                int rgb = pixels[y * width + x];
                raw[at++] = (byte) (rgb >> 16);
                raw[at++] = (byte) (rgb >> 8);
                raw[at++] = (byte) rgb;
            }
        }
        return raw;
    }

    private static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static void chunk(ByteArrayOutputStream png, String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        png.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        png.writeBytes(typeBytes);
        png.writeBytes(data);
        png.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}

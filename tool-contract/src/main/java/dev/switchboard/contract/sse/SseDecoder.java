package dev.switchboard.contract.sse;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Decodes a {@code text/event-stream} as the WHATWG HTML standard's "event stream interpretation" says (§9.2.6), framed
 * on bytes: chunks are split into lines (CRLF, LF or CR) before anything is decoded, so a UTF-8 character cut between
 * two chunks arrives whole; a field's value is decoded once its line is complete, the data once its event is. What it
 * holds is capped per event and per reply, and the caps name their settings when they are hit.
 * <p>
 * Not thread-safe: one decoder per stream, fed in order. After an error it ignores further input.
 */
public final class SseDecoder {

    private static final byte LF = '\n';
    private static final byte CR = '\r';
    private static final byte COLON = ':';
    private static final byte SPACE = ' ';
    private static final byte[] DATA = ascii("data");
    private static final byte[] EVENT = ascii("event");
    private static final byte[] ID = ascii("id");
    private static final byte[] RETRY = ascii("retry");
    private static final byte[] BOM = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };
    /** More digits than a {@code long} always holds: such a {@code retry} is ignored like any other invalid one. */
    private static final int MAX_RETRY_DIGITS = 18;

    private final SseLimit maxEvent;
    private final SseLimit maxReply;
    private final Consumer<SseEvent> events;
    /** The start of a line that the chunk so far did not end. */
    private final ByteArrayOutputStream partialLine = new ByteArrayOutputStream();
    private final ByteArrayOutputStream data = new ByteArrayOutputStream();
    private String eventType;
    private String lastEventId;
    private Long retry;
    /** Bytes of the current event's field lines: comments and blank lines do not count. */
    private long eventBytes;
    private long replyBytes;
    private boolean firstLine = true;
    /** The last chunk ended on CR: an LF starting the next one ends no second line. */
    private boolean afterCr;
    private boolean failed;

    /** @param events receives each event as its blank line arrives, on the feeding thread */
    public SseDecoder(SseLimit maxEvent, SseLimit maxReply, Consumer<SseEvent> events) {
        this.maxEvent = Objects.requireNonNull(maxEvent, "maxEvent");
        this.maxReply = Objects.requireNonNull(maxReply, "maxReply");
        this.events = Objects.requireNonNull(events, "events");
    }

    /**
     * Decodes {@code length} bytes of {@code bytes} from {@code offset}, the next chunk of the stream; throws
     * {@link SseException} when it takes a cap over.
     */
    public void feed(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        if (failed || length == 0) {
            return;
        }
        replyBytes += length;
        if (replyBytes > maxReply.bytes()) {
            throw fail(SseException.Reason.REPLY_TOO_LARGE, maxReply.refusal("the reply"));
        }
        int end = offset + length;
        int position = offset;
        if (afterCr) {
            afterCr = false;
            if (bytes[position] == LF) {
                position++;
            }
        }
        int lineStart = position;
        for (; position < end; position++) {
            byte b = bytes[position];
            if (b != LF && b != CR) {
                continue;
            }
            completeLine(bytes, lineStart, position - lineStart);
            if (b == CR) {
                if (position + 1 == end) {
                    afterCr = true;
                } else if (bytes[position + 1] == LF) {
                    position++;
                }
            }
            lineStart = position + 1;
        }
        if (lineStart < end) {
            partialLine.write(bytes, lineStart, end - lineStart);
            checkEventSize(partialLine.size());
        }
    }

    /** The stream ended: throws {@link SseException} when it ended inside an event (which is then not dispatched). */
    public void end() {
        if (failed) {
            return;
        }
        if (eventBytes > 0 || partialLine.size() > 0) {
            throw fail(SseException.Reason.ENDED_MID_EVENT, "the reply stopped mid-event, after " + replyBytes
                    + " bytes: the stream ended before the blank line that completes the event");
        }
    }

    private void completeLine(byte[] bytes, int offset, int length) {
        if (partialLine.size() == 0) {
            line(bytes, offset, length);
            return;
        }
        partialLine.write(bytes, offset, length);
        byte[] whole = partialLine.toByteArray();
        partialLine.reset();
        line(whole, 0, whole.length);
    }

    private void line(byte[] bytes, int offset, int length) {
        if (firstLine) {
            firstLine = false;
            if (startsWith(bytes, offset, length, BOM)) {
                offset += BOM.length;
                length -= BOM.length;
            }
        }
        if (length == 0) {
            dispatch();
            return;
        }
        if (bytes[offset] == COLON) {
            return;
        }
        checkEventSize(length + 1);
        eventBytes += length + 1;
        int end = offset + length;
        int colon = offset;
        while (colon < end && bytes[colon] != COLON) {
            colon++;
        }
        int nameLength = colon - offset;
        int valueStart = Math.min(colon + 1, end);
        if (valueStart < end && bytes[valueStart] == SPACE) {
            valueStart++;
        }
        int valueLength = end - valueStart;
        if (is(DATA, bytes, offset, nameLength)) {
            data.write(bytes, valueStart, valueLength);
            data.write(LF);
        } else if (is(EVENT, bytes, offset, nameLength)) {
            eventType = new String(bytes, valueStart, valueLength, StandardCharsets.UTF_8);
        } else if (is(ID, bytes, offset, nameLength)) {
            String id = new String(bytes, valueStart, valueLength, StandardCharsets.UTF_8);
            if (id.indexOf('\0') < 0) {
                lastEventId = id;
            }
        } else if (is(RETRY, bytes, offset, nameLength) && digits(bytes, valueStart, valueLength)) {
            retry = Long.parseLong(new String(bytes, valueStart, valueLength, StandardCharsets.US_ASCII));
        }
    }

    private void dispatch() {
        eventBytes = 0;
        if (data.size() > 0) {
            byte[] joined = data.toByteArray();
            String type = eventType == null || eventType.isEmpty() ? "message" : eventType;
            events.accept(new SseEvent(lastEventId, type,
                    new String(joined, 0, joined.length - 1, StandardCharsets.UTF_8), retry));
        }
        data.reset();
        eventType = null;
        retry = null;
    }

    private void checkEventSize(long more) {
        if (eventBytes + more > maxEvent.bytes()) {
            throw fail(SseException.Reason.EVENT_TOO_LARGE, maxEvent.refusal("an event of the reply"));
        }
    }

    private SseException fail(SseException.Reason reason, String message) {
        failed = true;
        partialLine.reset();
        data.reset();
        return new SseException(reason, message);
    }

    private static boolean is(byte[] name, byte[] bytes, int offset, int length) {
        return length == name.length && startsWith(bytes, offset, length, name);
    }

    private static boolean startsWith(byte[] bytes, int offset, int length, byte[] prefix) {
        if (length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[offset + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean digits(byte[] bytes, int offset, int length) {
        if (length == 0 || length > MAX_RETRY_DIGITS) {
            return false;
        }
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] < '0' || bytes[i] > '9') {
                return false;
            }
        }
        return true;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}

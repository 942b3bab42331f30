package dev.switchboard.gateway.entry;

import java.time.Duration;

import org.jboss.logging.Logger;

import io.vertx.core.Vertx;

/**
 * Warnings for one kind of refused request, at most one line per period: the first refusal after a quiet period is
 * logged at once, those that follow it as one count per period with the latest cause, so a burst refused by the
 * thousand costs a few lines, not one each.
 */
final class RefusalLog {

    private final Logger log;
    private final String kind;
    private final Duration period;
    private final Vertx vertx;

    private boolean counting;
    private long uncounted;
    private String latest;

    RefusalLog(Logger log, String kind, Duration period, Vertx vertx) {
        this.log = log;
        this.kind = kind;
        this.period = period;
        this.vertx = vertx;
    }

    void refused(String cause) {
        synchronized (this) {
            if (counting) {
                uncounted++;
                latest = cause;
                return;
            }
            counting = true;
        }
        log.warnf("%s: refused a request (later ones are counted, a line per %d s at most): %s", kind,
                period.toSeconds(), cause);
        vertx.setTimer(period.toMillis(), timer -> report());
    }

    private void report() {
        long count;
        String cause;
        synchronized (this) {
            if (uncounted == 0) {
                counting = false;
                return;
            }
            count = uncounted;
            cause = latest;
            uncounted = 0;
        }
        log.warnf("%s: refused %d more request(s) in the last %d s; the latest: %s", kind, count, period.toSeconds(),
                cause);
        vertx.setTimer(period.toMillis(), timer -> report());
    }
}

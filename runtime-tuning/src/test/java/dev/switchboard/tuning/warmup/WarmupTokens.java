package dev.switchboard.tuning.warmup;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.atomic.AtomicReference;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import dev.switchboard.contract.InternalPaths;
import io.vertx.ext.web.Router;

/**
 * Test probe: remembers the last {@code Authorization} header of the warm-up's own calls (subject
 * {@code switchboard-warmup}), seen before the guard looks at it.
 */
@ApplicationScoped
public class WarmupTokens {

    private final AtomicReference<String> last = new AtomicReference<>();

    void install(@Observes Router router) {
        router.post(InternalPaths.ROOT + "/*").order(-200).handler(ctx -> {
            String authorization = ctx.request().getHeader("Authorization");
            if (authorization != null && part(authorization, 1).contains("\"sub\":\"switchboard-warmup\"")) {
                last.set(authorization);
            }
            ctx.next();
        });
    }

    /** The last warm-up call's {@code Authorization} value, or null while none was seen. */
    String last() {
        return last.get();
    }

    /** The {@code index}th dot-separated part of a bearer token, base64url-decoded ("" when there is none). */
    static String part(String authorization, int index) {
        String[] parts = authorization.substring("Bearer ".length()).split("\\.");
        if (parts.length <= index) {
            return "";
        }
        try {
            return new String(Base64.getUrlDecoder().decode(parts[index]), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return "";
        }
    }
}

package dev.switchboard.archfixture.internals.forward;

import io.vertx.core.Context;
import io.vertx.core.impl.ContextInternal;

/** Fixture: a class beside the adapter that uses a Vert.x internal itself, to show the rule fails on it. */
public class ReachesIntoAContext {

    public boolean isInternal(Context context) {
        return context instanceof ContextInternal;
    }
}

package dev.switchboard.contract.runtime;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.quarkus.arc.DefaultBean;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Request handlers on Quarkus' virtual-thread executor: each handler may block, and runs in the request's Vert.x
 * context. A process replaces it by producing its own {@link RequestHandlers} executor.
 */
@Singleton
class DefaultRequestHandlers {

    @Produces
    @Singleton
    @DefaultBean
    @RequestHandlers
    Executor requestHandlers(@VirtualThreads ExecutorService virtualThreads) {
        return virtualThreads;
    }
}

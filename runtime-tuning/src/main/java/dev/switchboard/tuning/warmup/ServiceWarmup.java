package dev.switchboard.tuning.warmup;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.lang.JoseException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.internal.InternalTokens;
import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.contract.kit.BeforeRegistration;
import dev.switchboard.contract.kit.InternalAuthConfig;
import dev.switchboard.contract.kit.InternalSigners;
import dev.switchboard.contract.kit.RegistrationHeartbeat;
import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.contract.kit.ServiceOfferings;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.tuning.TuningConfig;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.runtime.ShutdownEvent;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

/**
 * The service's warm-up before it registers ({@code switchboard.service.warmup.*}). A fresh JVM runs a tool's code
 * interpreted until its JIT has compiled it, which on a small CPU share takes tens of seconds of calls; the gateway
 * would send such a replica its share of calls at once. So the tools that give {@link ServiceTool#sampleArguments}
 * are called over the service's own internal route, from {@code concurrency} loopback clients, until the compilers go
 * quiet: the HTTP server, the token check, the request's parsing, schema validation, the tool and the response's
 * writing are all compiled by then. Only then does {@link RegistrationHeartbeat} register the service, and readiness
 * follows the registration. A service whose tools give no sample arguments registers at once. It is the process's
 * {@link BeforeRegistration}: the kit knows nothing of it.
 * <p>
 * The calls carry internal tokens like the gateway's, signed by a key of the same kind made for this warm-up (its
 * private half never leaves the process) and renewed every {@value #CALLS_PER_TOKEN} calls, so the token check runs
 * for real: the first token a fresh replica verified used to load the JWT library's classes mid-traffic, and their
 * loading threw away the compiled tool code (a class hierarchy the JIT had relied on changed), which cost the replica
 * three seconds of recompiling under load. The warm-up's public key is in {@link InternalSigners} only while the warm-up
 * runs: its tokens, those the guard verified and remembers too, open nothing once it is over. The key alone suffices,
 * with no check of where a call comes from: its private half never leaves this process, so only the warm-up can sign
 * with it, and a token seen on the wire is good for this service only, for a minute, and not beyond the warm-up. The
 * tokens name the caller the warm-up's bodies name ({@link #CALLER}), so they pass the guard's identity check too.
 * <p>
 * Two more things a fresh replica used to meet only as the gateway's calls arrived are part of the warm-up too:
 * connections that close and open (a loop's connection closes every {@value #CALLS_PER_CONNECTION} calls), and the
 * registration's own work (short of publishing), which it runs every second. Closing the warm-up's
 * connections and the first registration had made the JIT throw away about two hundred compiled methods of the request
 * path (their profiles had never seen those types and branches), just before the first real call.
 * <p>
 * Each call starts on an event-loop context of its loop's own: from a bare virtual thread, a Vert.x client on a loop
 * that also carries handler threads lost about one response body in ten thousand (the gateway's warm-up found it).
 */
@ApplicationScoped
public class ServiceWarmup implements BeforeRegistration {

    private static final Logger LOG = Logger.getLogger(ServiceWarmup.class);
    private static final long CALL_TIMEOUT_MILLIS = 5_000;
    /** A loop's calls per token: a real gateway reuses a token too, so most calls find theirs verified already. */
    static final int CALLS_PER_TOKEN = 64;
    /** A loop's calls per connection: connections come and go under real traffic too. */
    static final int CALLS_PER_CONNECTION = 256;
    /** The tenant and subject of the warm-up's calls, in their bodies and tokens alike. */
    static final String CALLER = "switchboard-warmup";

    private final ServiceWarmupConfig config;
    private final String service;
    private final InternalAuthConfig auth;
    private final InternalSigners signers;
    private final ServiceOfferings offerings;
    private final ObjectMapper json;
    private final Vertx vertx;
    private final String bindHost;
    /** The key this warm-up signs its calls with; null before and after it runs. */
    private volatile SigningKey key;
    private final AtomicLong rounds = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile boolean started;
    private volatile boolean done;
    private volatile boolean stopping;
    /** A service shutting down during its warm-up must not register when the warm-up ends. */
    private volatile boolean shutDown;
    private volatile String lastFailure = "none";

    ServiceWarmup(ServiceWarmupConfig config, TuningConfig tuning, ServiceKitConfig kit, InternalAuthConfig auth,
            InternalSigners signers, ServiceOfferings offerings, ObjectMapper json, Vertx vertx,
            @ConfigProperty(name = "quarkus.http.host", defaultValue = "0.0.0.0") String bindHost) {
        this.config = config;
        this.service = kit.name();
        this.auth = auth;
        this.signers = signers;
        this.offerings = offerings;
        this.json = json;
        this.vertx = vertx;
        this.bindHost = bindHost;
        this.done = !(tuning.enabled() && config.enabled());
    }

    /** Whether the warm-up is over (or off): the service may register. */
    public boolean done() {
        return done;
    }

    @Override
    public String pending() {
        return done ? null : "warming up before registering (switchboard.service.warmup)";
    }

    /**
     * Starts the warm-up once, calling the HTTP server on {@code port} and {@code rehearsal} (registering's work short
     * of publishing) every second; {@code then} runs when it is over (at once when there is nothing to warm up).
     */
    @Override
    public synchronized void start(int port, Runnable rehearsal, Runnable then) {
        if (started || done) {
            if (done) {
                then.run();
            }
            return;
        }
        started = true;
        if (port <= 0) {
            LOG.warnf("Warm-up skipped: the HTTP port is not known (%d)", port);
            done = true;
            then.run();
            return;
        }
        List<ServiceTool> tools = offerings.manifest().tools().stream().map(ToolDescriptor::name)
                .map(offerings::tool).flatMap(Optional::stream)
                .filter(tool -> tool.sampleArguments(0).isPresent()).toList();
        if (tools.isEmpty()) {
            done = true;
            then.run();
            return;
        }
        key = SigningKey.like(auth.publicKeys().orElse(List.of()));
        signers.trust(key.pair().getPublic());
        String base = WarmupAddress.base(bindHost, port) + InternalPaths.TOOLS;
        Thread.ofPlatform().name("switchboard-warmup").daemon().start(() -> {
            run(tools, base, rehearsal);
            if (!shutDown) {
                then.run();
            }
        });
    }

    /**
     * Stops the calls as soon as shutdown begins: {@link ShutdownEvent} comes only after the HTTP server has drained,
     * and the warm-up's calls kept it from draining (each one answered during the drain is logged, on the handler's
     * carrier, while the event loops close).
     */
    void onShutdownBegins(@Observes ShutdownDelayInitiatedEvent event) {
        shutDown = true;
        stopping = true;
    }

    void onStop(@Observes ShutdownEvent event) {
        shutDown = true;
        stopping = true;
    }

    private void run(List<ServiceTool> tools, String base, Runnable rehearsal) {
        WarmupEnd end = new WarmupEnd(config.minDuration(), config.maxDuration(), config.quietCompileShare());
        int concurrency = Math.max(1, config.concurrency());
        HttpClient http = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true)
                .setConnectTimeout(2_000), new PoolOptions().setHttp1MaxSize(concurrency));
        List<Thread> loops = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            loops.add(Thread.ofVirtual().name("switchboard-warmup-", i).start(() -> loop(tools, http, base)));
        }
        String why = "stopped";
        try {
            while (!stopping) {
                Thread.sleep(1000);
                try {
                    rehearsal.run();
                } catch (RuntimeException e) {
                    LOG.debugf(e, "Registration rehearsal failed (the registration reports its own failures)");
                }
                String over = end.check(answered.get(), failed.get());
                if (over != null) {
                    why = over;
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why = "interrupted";
        }
        stopping = true;
        for (Thread loop : loops) {
            try {
                loop.join(CALL_TIMEOUT_MILLIS * 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        signers.distrust(key.pair().getPublic());
        done = true;
        key = null;
        http.close();
        String outcome = String.format("%d calls of %d tool(s), %d failed, in %.1f s: %s%s", answered.get(),
                tools.size(), failed.get(), end.elapsed().toMillis() / 1e3, why,
                failed.get() == 0 ? "" : " (the last failure: " + lastFailure + ")");
        if (answered.get() == 0) {
            LOG.warnf("Warm-up ended without a call answered (%s); registering regardless", outcome);
        } else {
            LOG.infof("Warm-up done: %s", outcome);
        }
    }

    private void loop(List<ServiceTool> tools, HttpClient http, String base) {
        Context loopContext = vertx.getOrCreateContext();
        ObjectNode context = json.valueToTree(new CallContext("warmup", CALLER, CALLER, null, false, null, null,
                false, null));
        String token = null;
        long calls = 0;
        while (!stopping) {
            if (calls++ % CALLS_PER_TOKEN == 0) {
                token = key.sign(auth.issuer(), service);
            }
            long round = rounds.getAndIncrement();
            ServiceTool tool = tools.get((int) (round % tools.size()));
            String name = tool.descriptor().name();
            try {
                Optional<ObjectNode> given = tool.sampleArguments(round);
                if (given.isEmpty()) {
                    continue;
                }
                ObjectNode body = json.createObjectNode();
                body.set("arguments", given.get());
                body.set("context", context);
                Reply reply = send(loopContext, http, base + name, token, calls % CALLS_PER_CONNECTION == 0,
                        json.writeValueAsBytes(body));
                if (reply.status() != 200 || reply.body().contains("\"isError\":true")) {
                    throw new IllegalStateException("HTTP " + reply.status() + ": "
                            + reply.body().substring(0, Math.min(200, reply.body().length())));
                }
                answered.incrementAndGet();
            } catch (Exception e) {
                failed.incrementAndGet();
                lastFailure = name + ": " + e;
            }
        }
    }

    private Reply send(Context loopContext, HttpClient http, String url, String token, boolean lastOnConnection,
            byte[] body) throws Exception {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST).setAbsoluteURI(url)
                .putHeader("Content-Type", "application/json").putHeader("Accept", "application/json")
                .putHeader("Authorization", "Bearer " + token)
                .putHeader(ManifestRevision.HEADER, offerings.revision()).setTimeout(CALL_TIMEOUT_MILLIS);
        if (lastOnConnection) {
            options.putHeader("Connection", "close");
        }
        CompletableFuture<Reply> reply = new CompletableFuture<>();
        loopContext.runOnContext(ignored -> {
            try {
                http.request(options).compose(request -> request.send(Buffer.buffer(body)))
                        .compose(response -> response.body().map(bytes -> new Reply(response.statusCode(),
                                bytes.toString())))
                        .onSuccess(reply::complete).onFailure(reply::completeExceptionally);
            } catch (RuntimeException e) { // the client closed by a shutdown
                reply.completeExceptionally(e);
            }
        });
        return reply.get(CALL_TIMEOUT_MILLIS + 1_000, TimeUnit.MILLISECONDS);
    }

    private record Reply(int status, String body) {
    }

    /**
     * A key pair of the kind the gateway signs with (the first configured public key's: Ed25519, EC P-256 or RSA),
     * made for one warm-up, and its id as {@link KeyMaterial#keyId} gives it.
     */
    record SigningKey(KeyPair pair, String id, String algorithm) {

        static SigningKey like(List<String> gatewayKeys) {
            String kind = gatewayKeys.isEmpty() ? "EdDSA" : KeyMaterial.publicKey(gatewayKeys.get(0)).getAlgorithm();
            try {
                KeyPair pair;
                String algorithm;
                switch (kind) {
                    case "EC" -> {
                        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
                        generator.initialize(new ECGenParameterSpec("secp256r1"));
                        pair = generator.generateKeyPair();
                        algorithm = AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256;
                    }
                    case "RSA" -> {
                        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
                        generator.initialize(2048);
                        pair = generator.generateKeyPair();
                        algorithm = AlgorithmIdentifiers.RSA_USING_SHA256;
                    }
                    default -> {
                        pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
                        algorithm = AlgorithmIdentifiers.EDDSA;
                    }
                }
                return new SigningKey(pair, KeyMaterial.keyId(pair.getPublic()), algorithm);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("cannot make the warm-up's signing key: " + e.getMessage(), e);
            }
        }

        /** A token shaped like the gateway's (issuer, audience, subject, tenant, a minute's validity). */
        String sign(String issuer, String audience) {
            JwtClaims claims = new JwtClaims();
            claims.setIssuer(issuer);
            claims.setAudience(audience);
            claims.setSubject(CALLER);
            claims.setClaim(InternalTokens.TENANT, CALLER);
            claims.setIssuedAtToNow();
            claims.setExpirationTimeMinutesInTheFuture(InternalTokens.LIFETIME_SECONDS / 60f);
            JsonWebSignature jws = new JsonWebSignature();
            jws.setPayload(claims.toJson());
            jws.setKey(pair.getPrivate());
            jws.setKeyIdHeaderValue(id);
            jws.setAlgorithmHeaderValue(algorithm);
            try {
                return jws.getCompactSerialization();
            } catch (JoseException e) {
                throw new IllegalStateException("cannot sign a warm-up token: " + e.getMessage(), e);
            }
        }
    }
}

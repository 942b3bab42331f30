import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Prints an internal token as the gateway signs them, so that a person can call a tool service's {@code /internal/v1}
 * directly with {@code curl}, with the JDK alone:
 *
 * <pre>
 * java deploy/keys/InternalToken.java SERVICE [TENANT SUBJECT] [--seconds N] [--keys FILE]
 * </pre>
 *
 * SERVICE is the service's registry name ({@code text-analysis}, {@code memory}, …: the token's audience), TENANT and
 * SUBJECT the caller the token names (default {@code anonymous anonymous}, the caller of a gateway without
 * authentication); a call's body must name the same ones in its {@code context}. The key is the gateway's signing key
 * from {@code deploy/local/.run/keys}, which {@code deploy/local/run.sh} writes, so the token is accepted by the
 * services that script started. It is valid for 300 seconds unless {@code --seconds} says otherwise.
 */
public class InternalToken {

    public static void main(String[] args) throws Exception {
        List<String> positional = new ArrayList<>();
        Path keys = Path.of("deploy/local/.run/keys");
        long seconds = 300;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--keys" -> keys = Path.of(args[++i]);
                case "--seconds" -> seconds = Long.parseLong(args[++i]);
                default -> positional.add(args[i]);
            }
        }
        if (positional.size() != 1 && positional.size() != 3) {
            System.err.println("usage: java deploy/keys/InternalToken.java SERVICE [TENANT SUBJECT] [--seconds N] "
                    + "[--keys FILE]");
            System.exit(2);
        }
        if (!Files.isReadable(keys)) {
            System.err.println(keys + " is not readable: deploy/local/run.sh writes it on its first start (run this "
                    + "from the repository root), or name the key file with --keys");
            System.exit(1);
        }
        Map<String, String> values = new HashMap<>();
        for (String line : Files.readAllLines(keys)) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                values.put(line.substring(0, equals), line.substring(equals + 1));
            }
        }
        String service = positional.get(0);
        String tenant = positional.size() == 3 ? positional.get(1) : "anonymous";
        String subject = positional.size() == 3 ? positional.get(2) : "anonymous";
        System.out.println(sign(values.get("signing-key"), values.get("public-key"), service, tenant, subject,
                seconds));
    }

    private static String sign(String signingKey, String publicKey, String service, String tenant, String subject,
            long seconds) throws Exception {
        PrivateKey key = KeyFactory.getInstance("Ed25519")
                .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(signingKey)));
        // The key id services look the key up by: the first 8 bytes of the public key's SHA-256 (KeyMaterial.keyId).
        String keyId = HexFormat.of().formatHex(
                MessageDigest.getInstance("SHA-256").digest(Base64.getDecoder().decode(publicKey)), 0, 8);
        long now = System.currentTimeMillis() / 1000;
        String header = "{\"alg\":\"EdDSA\",\"typ\":\"JWT\",\"kid\":\"" + keyId + "\"}";
        String claims = "{\"iss\":\"switchboard-gateway\",\"aud\":" + quoted(service) + ",\"sub\":" + quoted(subject)
                + ",\"tenant\":" + quoted(tenant) + ",\"rid\":\"curl\",\"iat\":" + now + ",\"exp\":" + (now + seconds)
                + "}";
        Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
        String signed = base64.encodeToString(header.getBytes(StandardCharsets.UTF_8)) + "."
                + base64.encodeToString(claims.getBytes(StandardCharsets.UTF_8));
        Signature signature = Signature.getInstance("Ed25519");
        signature.initSign(key);
        signature.update(signed.getBytes(StandardCharsets.US_ASCII));
        return signed + "." + base64.encodeToString(signature.sign());
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}

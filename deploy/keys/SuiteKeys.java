import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Fresh secrets for one Switchboard installation, one {@code name=value} line each (base64, no padding issues in
 * environment variables or properties files). Runs with the JDK alone ({@code java deploy/keys/SuiteKeys.java}), so the
 * local launcher and {@code deploy/compose/init-secrets.sh} need no openssl:
 * <ul>
 * <li>{@code signing-key} / {@code public-key}: the gateway's Ed25519 key for gateway→service tokens (PKCS#8 and X.509
 * DER); services get only the public half;</li>
 * <li>{@code registration-key}: the key services sign their registrations with and the gateway checks;</li>
 * <li>{@code request-state-key}, {@code planner-state-key}, {@code admin-bootstrap-key}: random 32-byte secrets;</li>
 * <li>{@code upstream-secrets-key}: the AES-GCM key the gateway and the bridges seal run-time upstreams' secrets
 * with (a random 32-byte secret too);</li>
 * <li>{@code console-session-key}: what the admin console seals its session cookies with (random, 32 bytes);</li>
 * <li>{@code token-vault-key}: what the gateway and the bridges seal users' linked-account tokens with (random, 32
 * bytes).</li>
 * </ul>
 */
public class SuiteKeys {

    public static void main(String[] args) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Base64.Encoder base64 = Base64.getEncoder();
        System.out.println("signing-key=" + base64.encodeToString(pair.getPrivate().getEncoded()));
        System.out.println("public-key=" + base64.encodeToString(pair.getPublic().getEncoded()));
        System.out.println("registration-key=" + random());
        System.out.println("request-state-key=" + random());
        System.out.println("planner-state-key=" + random());
        System.out.println("admin-bootstrap-key=" + random());
        System.out.println("upstream-secrets-key=" + random());
        System.out.println("console-session-key=" + random());
        System.out.println("token-vault-key=" + random());
    }

    private static String random() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}

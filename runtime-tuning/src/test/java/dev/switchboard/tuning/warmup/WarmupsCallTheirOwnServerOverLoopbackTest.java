package dev.switchboard.tuning.warmup;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A warm-up calls its own server: over loopback for a wildcard bind, else on the bound address; only loopback peers
 * count as loopback.
 */
class WarmupsCallTheirOwnServerOverLoopbackTest {

    @Test
    void aWildcardBindIsCalledOverLoopback() {
        assertThat(WarmupAddress.base("0.0.0.0", 8080)).isEqualTo("http://127.0.0.1:8080");
        assertThat(WarmupAddress.base("::", 8080)).isEqualTo("http://127.0.0.1:8080");
        assertThat(WarmupAddress.base("[::]", 8080)).isEqualTo("http://127.0.0.1:8080");
    }

    @Test
    void aBoundAddressIsCalledAsItIsWithIpv6InBrackets() {
        assertThat(WarmupAddress.base("10.1.2.3", 80)).isEqualTo("http://10.1.2.3:80");
        assertThat(WarmupAddress.base("::1", 80)).isEqualTo("http://[::1]:80");
        assertThat(WarmupAddress.base("[fd00::1]", 80)).isEqualTo("http://[fd00::1]:80");
    }

    @Test
    void onlyLoopbackLiteralsCountAsLoopback() {
        assertThat(WarmupAddress.isLoopback("127.0.0.1")).isTrue();
        assertThat(WarmupAddress.isLoopback("127.8.9.10")).isTrue();
        assertThat(WarmupAddress.isLoopback("0:0:0:0:0:0:0:1")).isTrue();
        assertThat(WarmupAddress.isLoopback("::1")).isTrue();
        assertThat(WarmupAddress.isLoopback("10.0.0.1")).isFalse();
        assertThat(WarmupAddress.isLoopback("fd00::1")).isFalse();
        assertThat(WarmupAddress.isLoopback("localhost")).isFalse();
        assertThat(WarmupAddress.isLoopback(null)).isFalse();
    }
}

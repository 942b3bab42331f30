package dev.switchboard.accountlinks;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ThePkceChallengeIsTheS256OfTheVerifierTest {

    @Test
    void rfc7636sExampleVerifierGivesItsChallenge() {
        // RFC 7636 Appendix B's example verifier and challenge.
        assertThat(AccountGrants.challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"))
                .isEqualTo("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    }
}

package dev.switchboard.contractcheck;

import java.io.PrintStream;

/**
 * {@code java -jar contract-check.jar --url … --signing-key … --public-key …}: checks a running tool service against
 * the internal contract and prints what it does differently, in words its authors can act on. Exits 0 when nothing
 * failed, 1 when something did, 2 when the check could not run.
 */
public final class ContractCheck {

    private ContractCheck() {
    }

    public static void main(String[] args) throws InterruptedException {
        // The validator and the JWT library log through SLF4J; the checker's output is its report alone.
        System.setProperty("slf4j.provider", "org.slf4j.helpers.NOP_FallbackServiceProvider");
        System.setProperty("slf4j.internal.verbosity", "WARN");
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the check; the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) throws InterruptedException {
        CheckOptions options;
        InternalTokenSource tokens;
        try {
            options = CheckOptions.parse(args);
            tokens = options.token().<InternalTokenSource> map(InternalTokenSource.GivenToken::of)
                    .orElseGet(() -> InternalTokenSource.SigningKey.of(options.signingKey().orElseThrow(),
                            options.publicKey().orElseThrow(), options.issuer()));
        } catch (CheckOptions.UsageException e) {
            if (!e.getMessage().isEmpty()) {
                err.println("contract-check: " + e.getMessage());
            }
            err.print(CheckOptions.USAGE);
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("contract-check: " + e.getMessage());
            return 2;
        }
        out.println("Checking the tool service at " + options.url() + " against the internal contract");
        out.println();
        Report report;
        try {
            report = new ServiceCheck(new ServiceUnderCheck(options, tokens)).run();
        } catch (ServiceCheck.ServiceUnreachable e) {
            err.println("contract-check: " + e.getMessage());
            return 2;
        }
        report.print(out);
        return report.failed() ? 1 : 0;
    }
}

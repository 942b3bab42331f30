package dev.switchboard.console;

/** The admin API refused or failed a request: its status and its own message, shown to the person as they are. */
public class AdminFailure extends RuntimeException {

    private final int status;

    public AdminFailure(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}

package dev.switchboard.archfixture.toolname;

/** Fixture: a class that names a seed tool, to show the no-tool-names rule fails on it. */
public class NamesATool {

    public String tool() {
        return "summarizeText";
    }
}

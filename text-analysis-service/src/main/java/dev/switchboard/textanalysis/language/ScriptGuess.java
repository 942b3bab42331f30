package dev.switchboard.textanalysis.language;

/** The language assigned to the words of one script, with the identifier's confidence (0–1). */
record ScriptGuess(String code, double confidence) {

    static final ScriptGuess UNDETERMINED = new ScriptGuess(DetectedLanguage.UNDETERMINED, 0);
}

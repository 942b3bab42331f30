package dev.switchboard.textanalysis.tools;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits of the text-analysis tools. */
@ConfigMapping(prefix = "textanalysis")
public interface TextAnalysisConfig {

    /** Largest text accepted, in bytes of UTF-8 ({@code textanalysis.max-text-bytes}). */
    @WithDefault("1M")
    MemorySize maxTextBytes();
}

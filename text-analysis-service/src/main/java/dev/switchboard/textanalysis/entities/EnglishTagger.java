package dev.switchboard.textanalysis.entities;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;
import java.util.Properties;

import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;

/**
 * English part-of-speech tagging with Apache OpenNLP and its Universal Dependencies English model (artifact
 * {@code opennlp-models-pos-en}, UD tags such as NOUN, PROPN, ADJ, VERB). The model is shared; each call gets its own
 * tagger, since taggers are not thread-safe.
 */
public final class EnglishTagger {

    private final POSModel model;

    private EnglishTagger(POSModel model) {
        this.model = model;
    }

    /**
     * Loads the model named by the {@code model.properties} of the POS model artifact, so an upgrade of the artifact
     * needs no code change.
     */
    public static EnglishTagger load() {
        try {
            for (URL url : Collections.list(EnglishTagger.class.getClassLoader().getResources("model.properties"))) {
                Properties properties = new Properties();
                try (InputStream in = url.openStream()) {
                    properties.load(in);
                }
                String name = properties.getProperty("model.name", "");
                if ("en".equals(properties.getProperty("model.language")) && name.contains("-pos-")) {
                    try (InputStream in = EnglishTagger.class.getResourceAsStream("/" + name)) {
                        if (in == null) {
                            throw new IllegalStateException("POS model " + name + " is announced but missing");
                        }
                        return new EnglishTagger(new POSModel(in));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the English POS model", e);
        }
        throw new IllegalStateException("No English POS model on the classpath (opennlp-models-pos-en)");
    }

    /** A tagger for one task; not thread-safe. */
    public POSTaggerME newTagger() {
        return new POSTaggerME(model);
    }
}

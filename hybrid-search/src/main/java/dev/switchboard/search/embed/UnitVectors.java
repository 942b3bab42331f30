package dev.switchboard.search.embed;

/** Vectors scaled to length 1, so that a dot product is their cosine similarity. */
public final class UnitVectors {

    private UnitVectors() {
    }

    public static float[] normalized(float[] vector) {
        double sum = 0;
        for (float value : vector) {
            sum += value * value;
        }
        if (sum == 0) {
            return vector.clone();
        }
        float scale = (float) (1 / Math.sqrt(sum));
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = vector[i] * scale;
        }
        return unit;
    }
}

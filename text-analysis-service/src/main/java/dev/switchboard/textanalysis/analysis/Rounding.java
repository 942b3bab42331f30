package dev.switchboard.textanalysis.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Half-up decimal rounding for reported figures. */
public final class Rounding {

    private Rounding() {
    }

    public static double round(double value, int decimals) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return 0;
        }
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).doubleValue();
    }

    /** {@code numerator / denominator} rounded, or 0 when the denominator is 0. */
    public static double ratio(double numerator, double denominator, int decimals) {
        return denominator == 0 ? 0 : round(numerator / denominator, decimals);
    }
}

package dev.switchboard.configreference;

/**
 * The names SmallRye Config gives a mapping's properties and the environment variables that set them: a method's name
 * in kebab case ({@code maxBodySize} is {@code max-body-size}, a run of capitals one word), and the MicroProfile rule
 * for environment variables (every character other than a letter or digit becomes {@code _}, then upper case).
 */
final class SmallRyeNames {

    private SmallRyeNames() {
    }

    /** {@code camelCase} as SmallRye's default naming strategy writes it: {@code camel-case}. */
    static String kebab(String camelCase) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < camelCase.length(); i++) {
            char c = camelCase.charAt(i);
            if (Character.isUpperCase(c)) {
                boolean afterWord = i > 0 && !Character.isUpperCase(camelCase.charAt(i - 1))
                        && camelCase.charAt(i - 1) != '-' && camelCase.charAt(i - 1) != '_';
                boolean endsCapitals = i > 0 && Character.isUpperCase(camelCase.charAt(i - 1))
                        && i + 1 < camelCase.length() && Character.isLowerCase(camelCase.charAt(i + 1));
                if (afterWord || endsCapitals) {
                    name.append('-');
                }
                name.append(Character.toLowerCase(c));
            } else {
                name.append(c);
            }
        }
        return name.toString();
    }

    /**
     * The environment variable of a property. A map's key ({@code *}) stays a placeholder, {@code <KEY>}, and a list's
     * index ({@code [*]}) {@code _<INDEX>_}: each written by the same rule.
     */
    static String environmentVariable(String property) {
        StringBuilder variable = new StringBuilder();
        for (int i = 0; i < property.length(); i++) {
            char c = property.charAt(i);
            if (property.startsWith("[*]", i)) {
                variable.append("_<INDEX>_");
                i += 2;
            } else if (c == '*') {
                variable.append("<KEY>");
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                variable.append(Character.toUpperCase(c));
            } else {
                variable.append('_');
            }
        }
        return variable.toString();
    }
}

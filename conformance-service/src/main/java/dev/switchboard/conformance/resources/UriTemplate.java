package dev.switchboard.conformance.resources;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An RFC 6570 level-1 URI template ({@code test://template/{id}/data}) used backwards: does a URI fit it, and with
 * which variable values? A value is one or more characters other than {@code / ? #}, percent-decoded as UTF-8.
 */
public final class UriTemplate {

    private static final Pattern EXPRESSION = Pattern.compile("\\{([A-Za-z0-9_]+)}");

    private final String template;
    private final Pattern pattern;
    private final List<String> variables;

    public UriTemplate(String template) {
        this.template = template;
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        Matcher expression = EXPRESSION.matcher(template);
        int literalStart = 0;
        while (expression.find()) {
            regex.append(Pattern.quote(template.substring(literalStart, expression.start())));
            regex.append("([^/?#]+)");
            if (names.contains(expression.group(1))) {
                throw new IllegalArgumentException("Variable {" + expression.group(1) + "} appears twice in " + template);
            }
            names.add(expression.group(1));
            literalStart = expression.end();
        }
        String rest = template.substring(literalStart);
        if (rest.indexOf('{') >= 0 || rest.indexOf('}') >= 0) {
            throw new IllegalArgumentException("Only simple {name} expressions are supported: " + template);
        }
        regex.append(Pattern.quote(rest));
        this.pattern = Pattern.compile(regex.toString());
        this.variables = List.copyOf(names);
    }

    public String template() {
        return template;
    }

    public List<String> variables() {
        return variables;
    }

    /** The variable values when {@code uri} fits the template; empty when it does not or is badly percent-encoded. */
    public Optional<Map<String, String>> match(String uri) {
        Matcher matcher = pattern.matcher(uri);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < variables.size(); i++) {
            Optional<String> decoded = percentDecode(matcher.group(i + 1));
            if (decoded.isEmpty()) {
                return Optional.empty();
            }
            values.put(variables.get(i), decoded.get());
        }
        return Optional.of(values);
    }

    private static Optional<String> percentDecode(String raw) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c != '%') {
                bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
                continue;
            }
            if (i + 2 >= raw.length()) {
                return Optional.empty();
            }
            int high = Character.digit(raw.charAt(i + 1), 16);
            int low = Character.digit(raw.charAt(i + 2), 16);
            if (high < 0 || low < 0) {
                return Optional.empty();
            }
            bytes.write(high * 16 + low);
            i += 2;
        }
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}

package dev.switchboard.gateway.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Matches concrete URIs against an RFC 6570 template as resource templates use it: {@code {var}} stands for one path
 * segment, {@code {+var}} (reserved expansion) for any run of characters.
 */
public final class UriTemplate {

    private static final Pattern EXPRESSION = Pattern.compile("\\{([+#]?)([A-Za-z0-9_.,%]+)}");

    private final String template;
    private final Pattern pattern;
    private final List<String> expressions = new ArrayList<>();

    public UriTemplate(String template) {
        this.template = template;
        StringBuilder regex = new StringBuilder();
        Matcher matcher = EXPRESSION.matcher(template);
        int last = 0;
        while (matcher.find()) {
            regex.append(Pattern.quote(template.substring(last, matcher.start())));
            regex.append(matcher.group(1).isEmpty() ? "([^/?#]+)" : "(.+)");
            expressions.add(matcher.group());
            last = matcher.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        this.pattern = Pattern.compile(regex.toString());
    }

    public boolean matches(String uri) {
        return pattern.matcher(uri).matches();
    }

    /**
     * The URI {@code target} makes of the values {@code uri} gives this template's expressions (matched by their
     * whole text, such as {@code {+path}}): how a URI under one template is read under another with the same
     * expressions. Empty when {@code uri} does not match or {@code target} has an expression this template lacks.
     */
    public Optional<String> translate(String uri, UriTemplate target) {
        Matcher values = pattern.matcher(uri);
        if (!values.matches()) {
            return Optional.empty();
        }
        StringBuilder translated = new StringBuilder();
        Matcher expression = EXPRESSION.matcher(target.template);
        int last = 0;
        while (expression.find()) {
            int index = expressions.indexOf(expression.group());
            if (index < 0) {
                return Optional.empty();
            }
            translated.append(target.template, last, expression.start()).append(values.group(index + 1));
            last = expression.end();
        }
        return Optional.of(translated.append(target.template.substring(last)).toString());
    }

    public String template() {
        return template;
    }
}

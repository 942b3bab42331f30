package dev.switchboard.gateway.catalog;

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

    public UriTemplate(String template) {
        this.template = template;
        StringBuilder regex = new StringBuilder();
        Matcher matcher = EXPRESSION.matcher(template);
        int last = 0;
        while (matcher.find()) {
            regex.append(Pattern.quote(template.substring(last, matcher.start())));
            regex.append(matcher.group(1).isEmpty() ? "([^/?#]+)" : "(.+)");
            last = matcher.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        this.pattern = Pattern.compile(regex.toString());
    }

    public boolean matches(String uri) {
        return pattern.matcher(uri).matches();
    }

    public String template() {
        return template;
    }
}

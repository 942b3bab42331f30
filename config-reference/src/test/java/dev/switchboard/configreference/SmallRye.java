package dev.switchboard.configreference;

import java.util.Map;
import java.util.TreeMap;

import io.smallrye.config.ConfigMappings;

/** What SmallRye Config itself says a mapping's properties are. */
final class SmallRye {

    private SmallRye() {
    }

    /**
     * Each property's name, and its {@code @WithDefault} value or null, as SmallRye Config maps the interface. A list
     * of values is also listed indexed ({@code keys[*]}: {@code keys[0]=…}, {@code keys[1]=…}), which the page says
     * once for all lists rather than per property: that form is left out.
     */
    static Map<String, String> namesAndDefaults(Class<?> mapping, String prefix) {
        Map<String, String> names = new TreeMap<>(new ConfigMappings.ConfigClass(mapping, prefix).getProperties());
        names.keySet().removeIf(name -> name.endsWith("[*]") && names.containsKey(name.substring(0,
                name.length() - 3)));
        return names;
    }
}

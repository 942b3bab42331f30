package dev.switchboard.contract.kit;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The {@link Tool} methods of the service's {@link ToolBean} beans, offered beside its {@link ServiceTool} beans. Read
 * once, at start: a method the kit cannot serve stops the start.
 */
@ApplicationScoped
class AnnotatedTools implements RuntimeOfferings {

    private final List<ServiceTool> tools;

    AnnotatedTools(BeanManager beans, ObjectMapper json) {
        ToolMethods methods = new ToolMethods(json);
        this.tools = beans.getBeans(Object.class, Any.Literal.INSTANCE).stream()
                .filter(bean -> bean.getStereotypes().contains(ToolBean.class))
                .flatMap(bean -> methods.of(bean.getBeanClass(), () -> reference(beans, bean)).stream())
                .toList();
    }

    @Override
    public List<ServiceTool> tools() {
        return tools;
    }

    private static Object reference(BeanManager beans, Bean<?> bean) {
        return beans.getReference(bean, bean.getBeanClass(), beans.createCreationalContext(bean));
    }
}

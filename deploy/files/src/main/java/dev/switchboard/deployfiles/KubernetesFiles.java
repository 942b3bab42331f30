package dev.switchboard.deployfiles;

/**
 * The Kubernetes objects of every generated service: a Deployment, Service, autoscaler and disruption budget per tool
 * service under {@code deploy/k8s/base/<module name>/}, a Deployment and Service per fixture under
 * {@code deploy/k8s/extras/<name>/}; the base's list of them, and the overlays' image lists (the development overlay
 * deploys the fixtures too, production does not).
 */
final class KubernetesFiles {

    private static final String BASE = "deploy/k8s/base/";
    private static final String EXTRAS = "deploy/k8s/extras/";
    private static final String OVERLAYS = "deploy/k8s/overlays/";

    private KubernetesFiles() {
    }

    static void addTo(Generated out, ServiceList list, String version) {
        for (Service service : list.tools()) {
            String dir = BASE + service.artifact() + "/";
            out.file(dir + "kustomization.yaml", kustomization("deployment.yaml", "service.yaml", "hpa.yaml",
                    "pdb.yaml") + files(service));
            out.file(dir + "deployment.yaml", KubernetesDeployment.of(service));
            out.file(dir + "service.yaml", service(service));
            out.file(dir + "hpa.yaml", autoscaler(service));
            out.file(dir + "pdb.yaml", disruptionBudget(service));
        }
        for (Service fixture : list.fixtures()) {
            String dir = EXTRAS + fixture.name() + "/";
            out.file(dir + "kustomization.yaml", kustomization("deployment.yaml", "service.yaml"));
            out.file(dir + "deployment.yaml", KubernetesDeployment.of(fixture));
            out.file(dir + "service.yaml", service(fixture));
        }
        out.region(BASE + "kustomization.yaml", "tool-services", Generated.lines(list.tools(), s -> "- " + s.artifact()));
        out.region(OVERLAYS + "dev/kustomization.yaml", "fixtures",
                Generated.lines(list.fixtures(), s -> "- ../../extras/" + s.name()));
        out.region(OVERLAYS + "dev/kustomization.yaml", "images", Generated.lines(list.services(),
                s -> "- name: " + s.image() + "\n  newTag: " + version));
        String release = version.replace("-SNAPSHOT", "");
        out.region(OVERLAYS + "prod/kustomization.yaml", "images", Generated.lines(list.production(),
                s -> "- name: " + s.image() + "\n  newName: registry.example.com/" + s.image() + "\n  newTag: "
                        + release));
    }

    private static String kustomization(String... resources) {
        StringBuilder text = new StringBuilder(Generated.HEADER).append("""
                apiVersion: kustomize.config.k8s.io/v1beta1
                kind: Kustomization
                resources:
                """);
        for (String resource : resources) {
            text.append("  - ").append(resource).append('\n');
        }
        return text.toString();
    }

    /**
     * The ConfigMap of the file a service's variable names, from the hand-written file beside the kustomization (an
     * overlay replaces it); its content-hash name rolls the pods when it changes.
     */
    private static String files(Service service) {
        return service.file().map(file -> """
                configMapGenerator:
                  # What %1$s names (deploy/services.txt). An overlay gives its own with behavior: replace.
                  - name: %2$s
                    files:
                      - %3$s
                """.formatted(service.startsWith().orElseThrow(), service.filesConfigMap(), file)).orElse("");
    }

    static String labels(Service service, String indent) {
        return (indent + "app.kubernetes.io/name: %s\n" + indent + "app.kubernetes.io/component: tool-service\n"
                + indent + "app.kubernetes.io/part-of: switchboard\n").formatted(service.artifact());
    }

    private static String metadata(Service service) {
        return "metadata:\n  name: " + service.artifact() + "\n  labels:\n" + labels(service, "    ");
    }

    private static String service(Service service) {
        return Generated.HEADER + "apiVersion: v1\nkind: Service\n" + metadata(service) + """
                spec:
                  selector:
                    app.kubernetes.io/name: %s
                  ports:
                    - name: http
                      port: %d
                      targetPort: http
                    - name: management
                      port: %d
                      targetPort: management
                """.formatted(service.artifact(), service.port(), service.managementPort());
    }

    private static String autoscaler(Service service) {
        return Generated.HEADER + "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\n" + metadata(service)
                + """
                        spec:
                          scaleTargetRef:
                            apiVersion: apps/v1
                            kind: Deployment
                            name: %s
                          minReplicas: %d
                          maxReplicas: %d
                          metrics:
                            - type: Resource
                              resource:
                                name: cpu
                                target:
                                  type: Utilization
                                  averageUtilization: 70
                            # Requests per second per pod too, where a custom-metrics adapter serves it: overlays/prod-custom-metrics.
                          behavior:
                            scaleDown:
                              stabilizationWindowSeconds: 300
                        """
                        .formatted(service.artifact(), service.minReplicas(), service.maxReplicas());
    }

    private static String disruptionBudget(Service service) {
        return Generated.HEADER + "apiVersion: policy/v1\nkind: PodDisruptionBudget\n" + metadata(service) + """
                spec:
                  maxUnavailable: 1
                  selector:
                    matchLabels:
                      app.kubernetes.io/name: %s
                """.formatted(service.artifact());
    }
}

package dev.switchboard.deployfiles;

/**
 * A generated service's Deployment: the suite's probes, drain, security context and spread, its ports, resources and
 * secrets from deploy/services.txt. A tool service's replica count is its autoscaler's; a fixture runs one pod.
 */
final class KubernetesDeployment {

    private KubernetesDeployment() {
    }

    static String of(Service service) {
        String name = service.artifact();
        StringBuilder text = new StringBuilder(Generated.HEADER).append("""
                apiVersion: apps/v1
                kind: Deployment
                metadata:
                  name: %s
                  labels:
                """.formatted(name)).append(KubernetesFiles.labels(service, "    ")).append("spec:\n");
        text.append(service.isFixture() ? "  replicas: 1\n"
                : "  # No replicas: the HorizontalPodAutoscaler owns the count, and an apply must not reset it.\n");
        text.append(
                """
                          revisionHistoryLimit: 3
                          selector:
                            matchLabels:
                              app.kubernetes.io/name: %s
                          # One extra pod at a time and never one fewer: a release of this service alone, with both versions briefly live.
                          strategy:
                            type: RollingUpdate
                            rollingUpdate:
                              maxSurge: 1
                              maxUnavailable: 0
                          template:
                            metadata:
                              labels:
                        """
                        .formatted(name))
                .append(KubernetesFiles.labels(service, "        "));
        text.append("        switchboard.dev/redis-client: \"true\"\n");
        if (service.egress()) {
            text.append("        switchboard.dev/https-egress: \"true\"\n");
        }
        text.append(
                """
                            spec:
                              # preStop (5 s, endpoints drop the pod) + Quarkus' shutdown drain (QUARKUS_SHUTDOWN_TIMEOUT, 20 s) = 25 s,
                              # inside the grace period with 5 s to spare before SIGKILL.
                              terminationGracePeriodSeconds: 30
                              automountServiceAccountToken: false
                              securityContext:
                                runAsNonRoot: true
                                runAsUser: 185
                                runAsGroup: 185
                                seccompProfile:
                                  type: RuntimeDefault
                              topologySpreadConstraints:
                                - maxSkew: 1
                                  topologyKey: topology.kubernetes.io/zone
                                  whenUnsatisfiable: ScheduleAnyway
                                  labelSelector:
                                    matchLabels:
                                      app.kubernetes.io/name: %1$s
                                - maxSkew: 1
                                  topologyKey: kubernetes.io/hostname
                                  whenUnsatisfiable: ScheduleAnyway
                                  labelSelector:
                                    matchLabels:
                                      app.kubernetes.io/name: %1$s
                              containers:
                                - name: %1$s
                                  image: %2$s
                                  ports:
                                    - name: http
                                      containerPort: %3$d
                                    - name: management
                                      containerPort: %4$d
                                  envFrom:
                                    - configMapRef:
                                        name: switchboard-config
                                  env:
                                    # Set only where Redis requires a password (prod: the redis-credentials Secret).
                                    - name: QUARKUS_REDIS_PASSWORD
                                      valueFrom:
                                        secretKeyRef:
                                          name: redis-credentials
                                          key: password
                                          optional: true
                                    # The cache Redis's password (REDIS_CACHE_URL), where it requires one.
                                    - name: QUARKUS_REDIS_CACHE_PASSWORD
                                      valueFrom:
                                        secretKeyRef:
                                          name: redis-credentials
                                          key: cache-password
                                          optional: true
                                    # The address the gateway calls, written into the registry: the Service, so any ready pod answers.
                                    - name: SWITCHBOARD_SERVICE_BASE_URL
                                      value: http://%1$s:%3$d
                                    # The gateway's public keys (only calls it signed are served) and the key registrations are signed with.
                                    - name: SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS
                                      valueFrom:
                                        secretKeyRef:
                                          name: service-keys
                                          key: internal-public-keys
                                    - name: SWITCHBOARD_SERVICE_REGISTRATION_KEY
                                      valueFrom:
                                        secretKeyRef:
                                          name: service-keys
                                          key: registration-key
                        """
                        .formatted(name, service.image(), service.port(), service.managementPort()));
        for (Secret secret : service.secrets()) {
            text.append("""
                                - name: %s
                                  valueFrom:
                                    secretKeyRef:
                                      name: %s
                                      key: %s
                    """.formatted(secret.variable(), service.kubernetesSecret(), secret.key()));
            if (secret.optional()) {
                text.append("                  optional: true\n");
            }
        }
        service.file().ifPresent(file -> text.append("""
                            # The file deploy/services.txt gives it, from the ConfigMap %s.
                            - name: %s
                              value: %s/%s
                """.formatted(service.filesConfigMap(), service.startsWith().orElseThrow(), service.filesDirectory(),
                file)));
        text.append("""
                          resources:
                            requests:
                              cpu: %s
                              memory: %s
                            limits:
                              cpu: "1"
                              memory: %s
                          securityContext:
                            allowPrivilegeEscalation: false
                            readOnlyRootFilesystem: true
                            capabilities:
                              drop: [ALL]
                          volumeMounts:
                            - name: tmp
                              mountPath: /tmp
                %s          startupProbe:
                            httpGet:
                              path: /q/health/started
                              port: management
                            periodSeconds: 2
                            failureThreshold: 60
                          readinessProbe:
                            httpGet:
                              path: /q/health/ready
                              port: management
                            periodSeconds: 5
                            failureThreshold: 2
                          livenessProbe:
                            httpGet:
                              path: /q/health/live
                              port: management
                            periodSeconds: 10
                            failureThreshold: 3
                          lifecycle:
                            preStop:
                              sleep:
                                seconds: 5
                      volumes:
                        - name: tmp
                          emptyDir:
                            sizeLimit: 64Mi
                %s""".formatted(service.cpu(), service.memoryRequest(), service.memoryLimit(),
                service.file().map(file -> """
                                    - name: files
                                      mountPath: %s
                                      readOnly: true
                        """.formatted(service.filesDirectory())).orElse(""),
                service.file().map(file -> """
                                - name: files
                                  configMap:
                                    name: %s
                        """.formatted(service.filesConfigMap())).orElse("")));
        return text.toString();
    }
}

# Sourced by run.sh, train-aot.sh and .ci/run: selects a JDK 21+ into JAVA_HOME (and PATH), or fails saying what to
# install; app_dir locates a service's packaged application.

java_major() {
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | head -n 1
}

select_jdk() {
  local candidate major
  for candidate in "${JAVA_HOME:-}" $(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")" 2>/dev/null) /usr/lib/jvm/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/*; do
    [ -n "$candidate" ] && [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
    major=$(java_major "$candidate/bin/java")
    if [ -n "$major" ] && [ "${major%%.*}" -ge 21 ] 2>/dev/null; then
      export JAVA_HOME="$candidate"
      export PATH="$JAVA_HOME/bin:$PATH"
      return 0
    fi
  done
  echo "No JDK 21 or newer found (looked at JAVA_HOME, the java on PATH and /usr/lib/jvm). Install one, e.g. Temurin 21." >&2
  return 1
}

# app_dir MODULE: the directory of a service's packaged application (quarkus-run.jar and the rest), for scripts that
# set $root: each module's target/quarkus-app, or APPS_DIR/<module name> (examples/hello-java: hello-java) when APPS_DIR
# is set.
app_dir() {
  if [ -n "${APPS_DIR:-}" ]; then echo "$APPS_DIR/${1##*/}"; else echo "$root/$1/target/quarkus-app"; fi
}

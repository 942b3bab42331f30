# What .ci/run is made of: named, timed stages, a summary table, background processes stopped at the end, and
# fixtures filled from templates. Sourced by .ci/run; nothing here knows the suite.
#
# A stage is a function run in a subshell with `set -e`: its first failing command fails it, and the run goes on with
# the next stage. A stage that others need is a `setup`; `needs` names the setups the stages after it need, and a
# stage whose setup did not pass is reported as skipped. A stage that cannot run on this machine (no browser) says why
# and exits with CI_SKIPPED. The run fails at the end when any stage failed.

CI_SKIPPED=77
ci_stage_names=()
ci_stage_results=()
ci_stage_seconds=()
ci_failed=0
ci_failed_setups=" "
ci_needs=()
ci_selected=" ${CI_STAGES:-} "
declare -A ci_waiting=()

# needs SETUP...: the stages from here on run only if these setups passed (or were not selected).
needs() { ci_needs=("$@"); }
# stage NAME FUNCTION [ARG...]: runs FUNCTION as the check NAME.
stage() { ci_run_stage check "$@"; }
# setup NAME FUNCTION [ARG...]: runs FUNCTION as a stage others need.
setup() { ci_run_stage setup "$@"; }

ci_runnable() { # NAME: prints why the stage does not run, if it does not
  if [ "$ci_selected" != "  " ] && [[ "$ci_selected" != *" $1 "* ]]; then
    echo "not selected"
    return
  fi
  local needed
  for needed in "${ci_needs[@]}"; do
    [[ "$ci_failed_setups" != *" $needed "* ]] || { echo "skipped: $needed did not pass"; return; }
  done
}

ci_run_stage() {
  local kind="$1" name="$2" why status started seconds
  shift 2
  why="$(ci_runnable "$name")"
  [ "$why" != "not selected" ] || return 0
  if [ -n "$why" ]; then
    ci_record "$name" "$why" 0
    [ "$kind" = check ] || ci_failed_setups+="$name "
    return 0
  fi
  printf '\n=== CI stage %s ===\n' "$name"
  started="$EPOCHREALTIME"
  set +e
  (set -e; "$@")
  status=$?
  set -e
  seconds="$(ci_seconds_since "$started")"
  ci_finish "$kind" "$name" "$status" "$seconds"
}

ci_finish() { # KIND NAME STATUS SECONDS
  if [ "$3" = 0 ]; then
    ci_record "$2" passed "$4"
  elif [ "$3" = "$CI_SKIPPED" ]; then
    ci_record "$2" "skipped: it could not run here" "$4"
    [ "$1" = check ] || ci_failed_setups+="$2 "
  else
    ci_failed=1
    ci_record "$2" "FAILED (exit $3)" "$4"
    [ "$1" = check ] || ci_failed_setups+="$2 "
  fi
  printf '=== CI stage %s: %s in %s s ===\n' "$2" "${ci_stage_results[-1]}" "$4"
}

# stage_in_background NAME FUNCTION [ARG...]: starts the check NAME beside the stages that follow; `await_stage NAME`
# waits for it and prints its output, so that logs do not interleave.
stage_in_background() {
  local name="$1" why
  shift
  why="$(ci_runnable "$name")"
  [ "$why" != "not selected" ] || return 0
  if [ -n "$why" ]; then
    ci_record "$name" "$why" 0
    return 0
  fi
  local dir="$ci_state/$name"
  mkdir -p "$dir"
  printf '\n=== CI stage %s: started in the background, its output follows when it ends ===\n' "$name"
  (
    started="$EPOCHREALTIME"
    set +e
    (set -e; "$@") > "$dir/log" 2>&1
    echo "$?" > "$dir/status"
    ci_seconds_since "$started" > "$dir/seconds"
  ) &
  ci_waiting[$name]=$!
}

await_stage() { # NAME
  [ -n "${ci_waiting[$1]:-}" ] || return 0
  local dir="$ci_state/$1"
  wait "${ci_waiting[$1]}" || true
  unset "ci_waiting[$1]"
  printf '\n=== CI stage %s (ran in the background) ===\n' "$1"
  cat "$dir/log"
  ci_finish check "$1" "$(cat "$dir/status")" "$(cat "$dir/seconds")"
}

ci_seconds_since() { # START (an $EPOCHREALTIME)
  local now="$EPOCHREALTIME"
  local elapsed=$(( (${now/./} - ${1/./}) / 100000 ))
  printf '%d.%d' "$((elapsed / 10))" "$((elapsed % 10))"
}

ci_record() { # NAME RESULT SECONDS
  ci_stage_names+=("$1")
  ci_stage_results+=("$2")
  ci_stage_seconds+=("$3")
}

# summary FILE: the table of every stage run (stage, result, seconds) on the console and, as Markdown, in FILE. Returns
# non-zero when a stage failed.
summary() {
  local file="$1" i total=0 passed=0 failed=0 skipped=0
  mkdir -p "$(dirname "$file")"
  {
    echo "| stage | result | seconds |"
    echo "|---|---|---:|"
    for i in "${!ci_stage_names[@]}"; do
      echo "| ${ci_stage_names[$i]} | ${ci_stage_results[$i]} | ${ci_stage_seconds[$i]} |"
    done
  } > "$file"
  for i in "${!ci_stage_names[@]}"; do
    total=$((total + ${ci_stage_seconds[$i]%.*}))
    case "${ci_stage_results[$i]}" in
      passed) passed=$((passed + 1)) ;;
      skipped*) skipped=$((skipped + 1)) ;;
      *) failed=$((failed + 1)) ;;
    esac
  done
  printf '\n=== CI summary (also in %s) ===\n' "$file"
  printf '%-28s %-34s %8s\n' stage result seconds
  for i in "${!ci_stage_names[@]}"; do
    printf '%-28s %-34s %8s\n' "${ci_stage_names[$i]}" "${ci_stage_results[$i]}" "${ci_stage_seconds[$i]}"
  done
  printf '%-28s %-34s %8s\n' total "" "$total"
  # The plain closing line: stages, not tests (each test runner printed its own counts above).
  printf 'stages: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
  [ "$ci_failed" = 0 ]
}

# Background processes: each started with `background LOG COMMAND...` is stopped when the run ends, from any stage
# (stages are subshells, so their ids are kept in a file rather than a variable). ci_state is the run's own directory.
ci_state=""
ci_pids_file=""
background() { # LOG COMMAND [ARG...]: starts COMMAND in the background, its output in LOG
  local log="$1"
  shift
  "$@" > "$log" 2>&1 &
  echo "$!" >> "$ci_pids_file"
}

stop_background() {
  [ -n "$ci_pids_file" ] && [ -f "$ci_pids_file" ] || return 0
  local pid
  while read -r pid; do kill -TERM "$pid" 2>/dev/null || true; done < "$ci_pids_file"
  # run.sh gives its JVMs 30 s to drain before it stops Redis.
  for _ in $(seq 1 900); do
    local alive=0
    while read -r pid; do kill -0 "$pid" 2>/dev/null && alive=1; done < "$ci_pids_file"
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  while read -r pid; do kill -KILL "$pid" 2>/dev/null || true; done < "$ci_pids_file"
  : > "$ci_pids_file"
}

# wait_for_line LOG PATTERN SECONDS [PID]: until LOG has a line matching PATTERN; fails when PID exits first or the time
# is up, with the log's tail.
wait_for_line() {
  local log="$1" pattern="$2" seconds="$3" pid="${4:-}"
  for _ in $(seq 1 "$((seconds * 10))"); do
    grep -qE "$pattern" "$log" 2>/dev/null && return 0
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      tail -n 50 "$log" >&2
      echo "CI: $(basename "$log"): the process ended before '$pattern'" >&2
      return 1
    fi
    sleep 0.1
  done
  tail -n 50 "$log" >&2
  echo "CI: $(basename "$log"): no '$pattern' within $seconds s" >&2
  return 1
}

# fill TEMPLATE: prints TEMPLATE with each ${UPPER_CASE_NAME} replaced by that variable's value, as envsubst would; an
# unset variable is an error. Lower-case ${...} are left alone: the OAuth server's own templates use them.
fill() {
  local text name
  text="$(< "$1")"
  while [[ "$text" =~ \$\{([A-Z_][A-Z0-9_]*)\} ]]; do
    name="${BASH_REMATCH[1]}"
    if [ -z "${!name+set}" ]; then
      echo "CI: $1 names \${$name}, which is not set" >&2
      return 1
    fi
    text="${text//"\${$name}"/"${!name}"}"
  done
  printf '%s\n' "$text"
}

# Sourced by run.sh and train-aot.sh: the suite's services as deploy/services.txt lists them (its header says what
# each column means). Scripts that source it set $root.

# Each service's line without comments, columns separated by single spaces:
#   name module port management heap cpu memory replicas egress kind secrets
suite_services() {
  sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/[[:space:]][[:space:]]*/ /g' -e 's/^ //' "$root/deploy/services.txt"
}

# port_variable NAME: the variable that moves a service's port (text-analysis: TEXT_ANALYSIS_PORT).
port_variable() {
  printf '%s_PORT' "$(printf '%s' "$1" | tr 'a-z-' 'A-Z_')"
}

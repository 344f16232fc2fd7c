#!/usr/bin/env bash
# The cluster suite and the benchmark run Debian's Redis and nginx on 127.0.0.1 (in the foreground,
# with their own settings; the packages' system services are never started or touched).
set -euo pipefail
missing=()
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian..."
  apt-get update -qq
  # Debian images carry a policy-rc.d that keeps the packages from starting their services.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'." >&2
  exit 1
fi

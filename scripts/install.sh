# Sourced after scripts/node.sh: installs the locked dependencies when node_modules is missing or
# older than package-lock.json.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

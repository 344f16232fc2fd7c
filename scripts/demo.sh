#!/usr/bin/env bash
# The README's first command: Node 24 and the locked dependencies if missing, then the demo site.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
source scripts/install.sh
exec npm run demo

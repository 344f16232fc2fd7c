#!/usr/bin/env bash
# The README's second command: Node 24 and the locked dependencies if missing, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
source scripts/install.sh
exec npm test

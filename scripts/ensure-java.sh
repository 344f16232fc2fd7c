#!/usr/bin/env bash
# The crawler spec runs the W3C Nu Html Checker (npm's vnu-jar), which needs a Java runtime (17 works).
set -euo pipefail
if command -v java >/dev/null && java -version >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing a Java runtime from Debian..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
else
  echo "Java is missing: run 'sudo apt-get install -y openjdk-17-jre-headless'." >&2
  exit 1
fi

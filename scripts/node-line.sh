#!/usr/bin/env bash
# Prints the bin folder of Node.js LINE (22, 24, …), installed on first use into .node/LINE from the npm
# registry's `node` package (it ships the binary). Used as PATH="$(scripts/node-line.sh 24):$PATH" npm test:
# npm itself and everything it starts then run on that Node.
set -euo pipefail
line="${1:?usage: scripts/node-line.sh 22|24}"
[[ "$line" =~ ^[0-9]+$ ]] || { echo "scripts/node-line.sh: a major version such as 24, not '$line'" >&2; exit 2; }
dir="$(cd "$(dirname "$0")/.." && pwd)/.node/$line"
bin="$dir/node_modules/node/bin"
if ! "$bin/node" --version 2>/dev/null | grep -q "^v$line\."; then
  rm -rf "$dir" && mkdir -p "$dir"
  # The package's preinstall fetches the binary (another registry package): allowed by name, as npm 12 asks.
  printf '{"private":true,"dependencies":{"node":"%s"},"allowScripts":{"node":true}}\n' "$line" >"$dir/package.json"
  npm install --prefix "$dir" --no-package-lock --no-audit --no-fund --loglevel=error >&2
  "$bin/node" --version 2>/dev/null | grep -q "^v$line\." || { echo "scripts/node-line.sh: Node $line did not install" >&2; exit 1; }
fi
echo "$bin"

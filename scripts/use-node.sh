# Source this file (". scripts/use-node.sh"): puts Node.js >= 22.12 first on PATH. When the machine's node
# is older, Node 24 LTS is installed from the npm registry's `node` package into a cache folder, once.
# Used by the README's fresh-machine commands and by .ci/run. PARTNER_INGEST_KIT_NODE24=1 takes that Node 24 even
# when the machine's node is new enough (scripts/container/base-image.sh copies it into an image).
__pik_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if [ -n "${PARTNER_INGEST_KIT_NODE24:-}" ] || ! __pik_node_ok; then
  __pik_cache="${PARTNER_INGEST_KIT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/partner-ingest-kit/node24}"
  if [ ! -x "$__pik_cache/node_modules/.bin/node" ]; then
    echo "use-node: installing Node 24 from the npm registry into $__pik_cache" >&2
    mkdir -p "$__pik_cache"
    npm install --prefix "$__pik_cache" --no-save --no-audit --no-fund --loglevel=error node@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  PATH="$__pik_cache/node_modules/.bin:$PATH"
  export PATH
  __pik_node_ok || { echo "use-node: Node >= 22.12 is still not on PATH" >&2; return 1 2>/dev/null || exit 1; }
fi
echo "use-node: node $(node --version) at $(command -v node)" >&2
unset -f __pik_node_ok
unset __pik_cache

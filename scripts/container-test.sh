#!/usr/bin/env bash
# The container test (issue #18, Deployment): builds the mock's image with Debian's podman, on a base image made
# offline (scripts/container/base-image.sh), and runs test/container/sandbox.ts against containers of it: one on the
# memory store, then two on a throw-away PostgreSQL. Not part of `npm test`; .ci/run calls it after it.
#
# Skips (exit 0, saying why) where it cannot run: not root, or podman cannot start a container here. A required
# tool (podman, runc, debootstrap, PostgreSQL's initdb) that is missing is a skip too, but under CI=true, where
# .ci/run has just installed them, a failure. NODE_IMAGE=<image> uses that base instead of building one
# (e.g. docker.io/library/node:24-slim where a registry is reachable).
set -euo pipefail
cd "$(dirname "$0")/.."
began=$(date +%s.%N)
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }
say() { echo "container-test: $*"; }
skip() { say "SKIP: $*"; exit 0; }
missing() {
  if [ "${CI:-}" = true ]; then say "FAIL: $* (CI=true: .ci/run installs it)"; exit 1; fi
  skip "$*"
}

for tool in podman runc debootstrap; do
  command -v "$tool" >/dev/null 2>&1 || missing "$tool is not installed (apt-get install podman runc debootstrap)"
done
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing "PostgreSQL is not installed (apt-get install postgresql)"
[ "$(id -u)" = 0 ] || skip "needs root: debootstrap makes the base image's root file system, and podman runs rootful here"

. scripts/use-node.sh
. scripts/container/podman-env.sh

if ! info=$(podman info 2>&1 >/dev/null); then
  skip "podman does not work here (CONTAINERS_CONF=$CONTAINERS_CONF): $info"
fi

step=$(date +%s.%N)
if [ -n "${NODE_IMAGE:-}" ]; then
  base=$NODE_IMAGE
elif ! base=$(scripts/container/base-image.sh); then
  say "FAIL: scripts/container/base-image.sh could not build the base image (its messages are above)"
  exit 1
fi
say "base image $base ($(since "$step"))"

step=$(date +%s.%N)
if ! probe=$(podman run --rm --network=host "$base" node -e 'process.exit(0)' 2>&1); then
  skip "podman cannot run a container here (runtime runc, CONTAINERS_CONF=$CONTAINERS_CONF): $probe"
fi
say "podman runs a container ($(since "$step"))"

step=$(date +%s.%N)
context=$(node --import tsx scripts/container/image-context.ts --install)
say "build context $context: $(cd "$context" && ls -d ./*.tgz) and its locked dependencies, installed ($(since "$step"))"

# --network=none: the image builds offline (its context holds node_modules already).
image=localhost/partner-ingest-kit-mock:test
previous=$(podman image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)
step=$(date +%s.%N)
podman build --quiet --format docker --network=none --build-arg NODE_IMAGE="$base" --tag "$image" --file Containerfile . >/dev/null
current=$(podman image inspect --format '{{.Id}}' "$image")
# The image this run replaced, so that runs do not pile images up (kept while a container still uses it).
if [ -n "$previous" ] && [ "$previous" != "$current" ]; then podman rmi "$previous" >/dev/null 2>&1 || true; fi
say "image $image built offline ($(since "$step"))"

node --import tsx test/container/sandbox.ts --image "$image"
say "done in $(since "$began")"

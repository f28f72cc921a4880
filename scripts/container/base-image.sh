#!/usr/bin/env bash
# Builds, with no image registry, a base image that stands in for docker.io/library/node:24-slim: a minimal
# Debian root file system made by debootstrap from Debian's packages (variant minbase), plus Node 24 from the
# npm registry's `node` package (as scripts/use-node.sh gets it) and npm from its `npm` package.
# Prints the image's name on stdout (everything else goes to stderr); pass it as the Containerfile's NODE_IMAGE.
#
# Everything slow is cached under $PARTNER_INGEST_KIT_CACHE (default $XDG_CACHE_HOME/partner-ingest-kit, else
# ~/.cache/partner-ingest-kit): the root file system as a tar, npm's tarball; the image is rebuilt only when
# it is missing from podman's storage. Needs root (debootstrap), podman and debootstrap; CONTAINERS_CONF as
# scripts/container/podman-env.sh sets it. Env: DEBIAN_MIRROR (default http://deb.debian.org/debian),
# DEBIAN_SUITE (default bookworm).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cache="${PARTNER_INGEST_KIT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/partner-ingest-kit}/container"
suite="${DEBIAN_SUITE:-bookworm}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
arch="$(dpkg --print-architecture)"
mkdir -p "$cache"
say() { echo "base-image: $*" >&2; }
seconds() { date +%s.%N; }

# Node 24: the binary scripts/use-node.sh installs from the npm registry (forced even when the machine's node is newer).
node="$(PARTNER_INGEST_KIT_NODE24=1 bash -c '. "$1/scripts/use-node.sh" 2>/dev/null && command -v node' _ "$repo")"
node_version="$("$node" --version)"
case "$node_version" in v24.*) ;; *) say "expected Node 24 from scripts/use-node.sh, got $node_version at $node"; exit 1 ;; esac
image="localhost/partner-ingest-kit/node:${node_version#v}-debootstrap-$suite"
if podman image exists "$image"; then
  say "$image is there (cached)"
  echo "$image"
  exit 0
fi

# The Debian root file system, once per suite and architecture.
rootfs="$cache/debian-$suite-minbase-$arch.tar"
if [ ! -s "$rootfs" ]; then
  start="$(seconds)"
  say "debootstrap --variant=minbase $suite from $mirror (once; cached as $rootfs)"
  target="$(mktemp -d "$cache/rootfs.XXXXXX")"
  trap 'rm -rf "$target"' EXIT
  debootstrap --variant=minbase --arch="$arch" "$suite" "$target" "$mirror" >&2
  # What an image does not need: apt's package lists and downloaded .debs, documentation.
  rm -rf "$target"/var/lib/apt/lists/* "$target"/var/cache/apt/*.bin "$target"/var/cache/apt/archives/*.deb \
    "$target"/usr/share/doc/* "$target"/usr/share/man/* "$target"/usr/share/info/*
  tar --numeric-owner --xattrs -C "$target" -cf "$rootfs.partial" .
  mv "$rootfs.partial" "$rootfs"
  rm -rf "$target"
  trap - EXIT
  say "root file system made in $(awk -v a="$start" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }') s"
fi

# npm, as the official image ships it beside node (the Containerfile installs the kit with it).
npm_tgz="$(find "$cache" -maxdepth 1 -name 'npm-11.*.tgz' | sort -V | tail -n 1)"
if [ -z "$npm_tgz" ]; then
  say "npm pack npm@11 (once; cached in $cache)"
  (cd "$cache" && npm pack --silent npm@11 >/dev/null)
  npm_tgz="$(find "$cache" -maxdepth 1 -name 'npm-11.*.tgz' | sort -V | tail -n 1)"
fi

start="$(seconds)"
debian="localhost/partner-ingest-kit/debian:$suite-minbase"
podman image exists "$debian" || podman import --quiet "$rootfs" "$debian" >&2
context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
cp "$node" "$context/node"
mkdir "$context/npm"
tar -xzf "$npm_tgz" -C "$context/npm" --strip-components=1
podman build --quiet --network=host --build-arg DEBIAN_IMAGE="$debian" --tag "$image" \
  --file "$repo/scripts/container/node-base.Containerfile" "$context" >&2
say "$image built in $(awk -v a="$start" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }') s"
echo "$image"

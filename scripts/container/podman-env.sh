# Source this file: points podman at the containers.conf that lets it run containers on the project's Debian 12
# machines (cgroup v1 / hybrid), written into the cache folder once. Runtime runc: Debian's crun refuses the
# hybrid cgroup mode. default_ulimits = []: podman's default sets limits the machine's container refuses.
# Containers still need --network=host (no bridge networking inside these machines).
__pik_conf_dir="${PARTNER_INGEST_KIT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/partner-ingest-kit}/container"
mkdir -p "$__pik_conf_dir"
cat > "$__pik_conf_dir/containers.conf" <<'CONF'
[containers]
default_ulimits = []

[engine]
runtime = "runc"
CONF
CONTAINERS_CONF="$__pik_conf_dir/containers.conf"
export CONTAINERS_CONF
unset __pik_conf_dir

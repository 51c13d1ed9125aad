#!/bin/bash
# Container drill: builds deploy/Containerfile and runs deploy/compose.yaml (app + PostgreSQL + Redis)
# with podman, as the README's "Containers" paragraph has it, then checks the stack as a visitor and
# the office would. Opt-in and slow (≈ 40 min the first time on a busy 2-core machine, ≈ 20 min once the base
# images are cached);
# never part of `pnpm test` or CI. See deploy/drill/README.md, "Container drill".
#
#   sudo deploy/drill/container-drill.sh [--keep]      --keep leaves the stack running for a look
#   sudo deploy/drill/container-drill.sh --clean       removes what --keep left
#
# Needs root and Debian's podman, podman-compose, runc, debootstrap. Everything podman stores (images,
# containers, volumes, networks) lives in deploy/drill/.cache/podman (gitignored), apart from the
# system's own podman storage; the base images and the Debian root stay cached there between runs.
# The app is published on 127.0.0.1:$DDS_DRILL_PORT (default 8161).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

# All of it in one function: bash has read the whole of it before the first line runs, so editing
# this file while a drill runs cannot change what that drill does.
main() {
DRILL_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(git -C "$DRILL_DIR" rev-parse --show-toplevel)
CACHE=$DRILL_DIR/.cache
IMAGES=$DRILL_DIR/container-images
PORT=${DDS_DRILL_PORT:-8161}
DOMAIN=dds.example
APP_IMAGE=localhost/dds-drill/app
drill_args "--keep --clean" "$@"
[ "$(id -u)" = 0 ] || { echo "run the container drill as root (podman rootful: no user namespaces needed)" >&2; exit 2; }
missing=()
for tool in podman podman-compose runc debootstrap curl node; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "missing: ${missing[*]} — apt-get install -y podman podman-compose runc debootstrap" >&2
  exit 2
fi

# ── podman, kept to the drill's own storage, and what this kind of machine needs ─────────────
# vfs: no overlay mounts needed. cgroupfs + runc: crun refuses the hybrid cgroup v1/v2 layout of
# these VMs ("cgroups in hybrid mode not supported"). Ulimits: podman's default nofile=1048576 is
# above this machine's hard limit, and raising a hard limit is refused ("setrlimit RLIMIT_NOFILE").
PODMAN_DIR=$CACHE/podman
mkdir -p "$PODMAN_DIR"
cat >"$PODMAN_DIR/storage.conf" <<EOF
[storage]
driver = "vfs"
runroot = "$PODMAN_DIR/run"
graphroot = "$PODMAN_DIR/storage"
EOF
cat >"$PODMAN_DIR/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=32768:32768"]
[network]
network_config_dir = "$PODMAN_DIR/networks"
[engine]
cgroup_manager = "cgroupfs"
events_logger = "file"
runtime = "runc"
tmp_dir = "$PODMAN_DIR/tmp"
EOF
export CONTAINERS_STORAGE_CONF=$PODMAN_DIR/storage.conf CONTAINERS_CONF=$PODMAN_DIR/containers.conf
# vfs copies the whole root for every layer it commits: one image per stage, not one per step
# (the same Containerfile, built without the intermediate layers; ≈ 10 GB and many minutes less).
export BUILDAH_LAYERS=false
STATE=$CACHE/drill-work # the copy of the checkout the stack was built from (kept with --keep)

cleanup() {
  set +e
  echo
  echo "── cleanup ──"
  if [ -f "$STATE/deploy/compose.yaml" ]; then
    (cd "$STATE/deploy" && POSTGRES_PASSWORD=unused DDS_PORT=$PORT podman-compose -f compose.yaml down -v) >"$CACHE/down.log" 2>&1
  fi
  # Only the drill uses this storage: whatever containers or volumes are left in it are the drill's.
  podman rm -af >/dev/null 2>&1
  podman pod rm -af >/dev/null 2>&1
  podman volume prune -f >/dev/null 2>&1
  podman rmi -f "$APP_IMAGE" >/dev/null 2>&1
  podman image prune -f >/dev/null 2>&1
  rm -rf "$STATE"
  echo "removed the stack, its volumes and the app image (base images stay cached in $PODMAN_DIR)"
}
if [ $CLEAN_ONLY = 1 ]; then rm -rf "$WORK_DIR"; cleanup; exit 0; fi
if [ -e "$STATE" ] || [ -n "$(podman ps -aq)" ]; then
  echo "a drill stack is still there (left with --keep?): run $0 --clean first" >&2
  exit 2
fi
if curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/"; then
  echo "port $PORT is taken: set DDS_DRILL_PORT" >&2
  exit 2
fi
trap 'rm -rf "$WORK_DIR"; if [ $KEEP = 1 ]; then echo "left running (--keep): $0 --clean removes it"; else cleanup; fi' EXIT

# ── Base images: no Docker Hub here, so the FROM/image names are built locally and tagged ─────
# A Debian 12 root from debootstrap, then node/postgres/redis stand-ins on it (container-images/).
# Rebuilt when container-images/ or this machine's node change.
base_hash=$( (cat "$IMAGES"/*; node --version) | sha256sum | cut -c1-16)
if [ "$(cat "$CACHE/base-images.hash" 2>/dev/null)" != "$base_hash" ] ||
  ! podman image exists docker.io/library/node:20-bookworm-slim ||
  ! podman image exists docker.io/library/postgres:15-bookworm ||
  ! podman image exists docker.io/library/redis:7-bookworm; then
  echo "── base images (cached in $PODMAN_DIR afterwards) ──"
  if [ ! -x "$CACHE/rootfs-bookworm/bin/sh" ]; then
    rm -rf "$CACHE/rootfs-bookworm"
    debootstrap --variant=minbase bookworm "$CACHE/rootfs-bookworm" http://deb.debian.org/debian >"$CACHE/debootstrap.log" 2>&1 ||
      { tail -20 "$CACHE/debootstrap.log"; exit 1; }
    # As the official debian image has them: the point-release updates and security fixes too.
    rm -f "$CACHE/rootfs-bookworm/etc/apt/sources.list"
    cp "$IMAGES/debian.sources" "$CACHE/rootfs-bookworm/etc/apt/sources.list.d/debian.sources"
    rm -rf "$CACHE"/rootfs-bookworm/var/cache/apt/*.bin "$CACHE"/rootfs-bookworm/var/lib/apt/lists/*
  fi
  tar -C "$CACHE/rootfs-bookworm" -c . | podman import -q - localhost/dds-drill/bookworm-base >/dev/null
  local ctx=$CACHE/node-context node_prefix
  node_prefix=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
  rm -rf "$ctx" && mkdir -p "$ctx/node/bin" "$ctx/node/lib" "$ctx/node/include"
  cp "$node_prefix/bin/node" "$ctx/node/bin/"
  cp -a "$node_prefix/lib/node_modules" "$ctx/node/lib/"
  cp -a "$node_prefix/include/node" "$ctx/node/include/"
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/host-ca.crt"
  podman build -q -f "$IMAGES/node.Containerfile" -t docker.io/library/node:20-bookworm-slim "$ctx" >/dev/null
  podman build -q -f "$IMAGES/postgres.Containerfile" -t docker.io/library/postgres:15-bookworm "$IMAGES" >/dev/null
  podman build -q -f "$IMAGES/redis.Containerfile" -t docker.io/library/redis:7-bookworm "$IMAGES" >/dev/null
  rm -rf "$ctx"
  echo "$base_hash" >"$CACHE/base-images.hash"
fi
echo "base-image substitutions (deploy/drill/container-images/, no Docker Hub on this machine):"
echo "  docker.io/library/node:20-bookworm-slim  ← Debian 12 (debootstrap) + this machine's node $(node --version) from $(command -v node)"
echo "                                             (nodejs.org unreachable); NODE_EXTRA_CA_CERTS = this machine's CA bundle (npm"
echo "                                             is reached through a TLS-intercepting proxy); npm_config_nodedir=/usr/local"
echo "                                             (better-sqlite3 compiles: its prebuilt binary is on GitHub, unreachable)"
echo "  docker.io/library/postgres:15-bookworm   ← Debian 12 + Debian's postgresql-15 $(podman run --rm --entrypoint postgres docker.io/library/postgres:15-bookworm --version | awk '{print $3}'), official-style entrypoint"
echo "  docker.io/library/redis:7-bookworm       ← Debian 12 + Debian's redis-server $(podman run --rm --entrypoint redis-server docker.io/library/redis:7-bookworm --version | sed 's/.*v=\([^ ]*\).*/\1/'), official-style entrypoint"

# ── The stack, from a copy of the checkout (tracked and new files; deploy/dds.env never) ──────
mkdir -p "$STATE"
git -C "$REPO" ls-files -z -co --exclude-standard | grep -zv '^deploy/dds.env$' | (cd "$REPO" && tar --null -T - -c) | tar -x -C "$STATE"
for f in deploy/Containerfile deploy/compose.yaml .dockerignore; do
  cmp -s "$REPO/$f" "$STATE/$f" || { echo "$f differs from the checkout" >&2; exit 1; }
done
echo "deploy/Containerfile, deploy/compose.yaml: unchanged (sha256 $(sha256sum "$STATE/deploy/Containerfile" | cut -c1-12), $(sha256sum "$STATE/deploy/compose.yaml" | cut -c1-12)) from $(git -C "$REPO" log --oneline -1 | cut -c1-60)$(git -C "$REPO" diff --quiet HEAD || echo ' + uncommitted changes')"

# The README's steps: copy the example settings, set the first admin's password, then compose up.
ADMIN_EMAIL=$(sed -n 's/^ADMIN_EMAIL=//p' "$STATE/deploy/dds.env.example")
ADMIN_PASSWORD=$(drill_secret drill-passphrase)
# Without quotes, as the README says for containers: podman's --env-file keeps them in the value.
sed "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD=$ADMIN_PASSWORD/" "$STATE/deploy/dds.env.example" >"$STATE/deploy/dds.env"
POSTGRES_PASSWORD=$(drill_secret drill-db)
export POSTGRES_PASSWORD DDS_PORT=$PORT
compose() { (cd "$STATE/deploy" && podman-compose -f compose.yaml "$@"); }

echo "── build: podman-compose up -d --build (log: $CACHE/up.log) ──"
local started=$SECONDS
if ! compose up -d --build >"$CACHE/up.log" 2>&1; then
  tail -30 "$CACHE/up.log"
  echo "compose up failed" >&2
  exit 1
fi
echo "built and started in $((SECONDS - started)) s"
# podman-compose 1.0.3 exits 0 even when `podman run` of a service failed (e.g. its port was taken
# meanwhile): without this, the checks would talk to whatever else answers on that port.
compose_started_all "$CACHE/up.log" || exit 1
podman tag "$(podman inspect --format '{{.Image}}' "$(app_container)")" "$APP_IMAGE" # so cleanup finds it

# ── Checks ────────────────────────────────────────────────────────────────────────────────────
echo "── checks ──"
check "the app answers /api/health on 127.0.0.1:$PORT (PostgreSQL reachable)" wait_for_app
check "podman-compose did not wait for PostgreSQL's health check; the app waited by itself (START_WAIT_SECONDS): no restart, no refusal" waited_not_restarted
check "the home page renders (200, an <h1>)" home_page
check "the admin from dds.env logs in; the session cookie is Secure, HttpOnly, SameSite=Strict" admin_login
check "an inquiry through the public form is acknowledged" send_inquiry 'Container Drill Before-Down'
check "the office sees it through the admin API" listed 'Container Drill Before-Down'
check "the app uses PostgreSQL: the inquiry is a row in the db container" in_postgres 'Container Drill Before-Down'
check "the app uses Redis: rate-limit counters are keys in the redis container" redis_has_keys
check "the app runs as the non-root user dds" app_runs_as_dds
check "the app's process is 'node … dist/main.js'; no tsx, tsc or ts-node process; no .ts in dist" compiled_only
check "the image carries production dependencies only: no TypeScript, webpack, esbuild, jest or tsx; no sources" production_only
check "the data volume holds the session secret, owned by dds" in_app sh -c 'test -s /var/lib/dds/session-secret && test -O /var/lib/dds/session-secret'
check "README's backup in the container: podman-compose exec app node dist/db-backup.js writes pg_dump's copy into the data volume" compose_backup
cp "$WORK_DIR/cookie" "$WORK_DIR/cookie-before-down" 2>/dev/null || : # no cookie: the login check failed already

echo "── podman-compose down, then up again (volumes kept) ──"
compose down >"$CACHE/down.log" 2>&1 || { tail -20 "$CACHE/down.log"; FAILED=1; }
check "after down: no container is left" bash -c '[ -z "$(podman ps -aq)" ]'
compose up -d >"$CACHE/up-again.log" 2>&1 || { tail -20 "$CACHE/up-again.log"; FAILED=1; }
compose_started_all "$CACHE/up-again.log" || FAILED=1
check "after up: the app answers /api/health again" wait_for_app
check "after up: the session from before down is still valid (sessions in PostgreSQL, secret in the volume)" session_still_valid
check "after up: the admin logs in again" admin_login
check "after up: the inquiry from before down is still listed" listed 'Container Drill Before-Down'
check "after up: a new inquiry is acknowledged and listed" send_and_list 'Container Drill After-Up'

echo
echo "── container drill summary ──"
drill_verdict "container drill"
}

WORK_DIR=$(mktemp -d /tmp/dds-container-drill.XXXXXX) # the checks' scratch files (cookies, answers)
CHECK_DIR=$WORK_DIR
# As nginx on the host would pass requests on (deploy/nginx/dds.conf): Host, X-Forwarded-Proto/For.
visitor() { curl -sS --max-time 20 -H "Host: $DOMAIN" -H 'X-Forwarded-Proto: https' -H 'X-Forwarded-For: 203.0.113.9' "$@"; }
url() { echo "http://127.0.0.1:$PORT$1"; }
app_container() { podman ps -a --filter label=com.docker.compose.service=app --format '{{.Names}}' | head -1; }
db_container() { podman ps -a --filter label=com.docker.compose.service=db --format '{{.Names}}' | head -1; }
redis_container() { podman ps -a --filter label=com.docker.compose.service=redis --format '{{.Names}}' | head -1; }
in_app() { podman exec "$(app_container)" "$@"; }

app_running() { [ "$(podman inspect --format '{{.State.Running}}' "$(app_container)" 2>/dev/null)" = true ]; }
compose_started_all() { # up's log: every service's container is running
  local service name bad=0
  for service in app db redis; do
    name=$(podman ps -a --filter label=com.docker.compose.service=$service --format '{{.Names}}' | head -1)
    if [ "$(podman inspect --format '{{.State.Running}}' "$name" 2>/dev/null)" != true ]; then
      echo "podman-compose up exited 0, but the $service container ${name:-(none)} is not running:" >&2
      grep -E '^Error' "$1" | tail -3 >&2
      bad=1
    fi
  done
  return $bad
}
wait_for_app() {
  for _ in $(seq 120); do
    # Only an answer while the app container runs counts: another server may hold the port.
    [[ "$(curl -s --max-time 2 "$(url /api/health)")" == '{"status":"ok"'* ]] && app_running && { curl -sS "$(url /api/health)"; return 0; }
    sleep 1
  done
  echo "no {\"status\":\"ok\"} from /api/health within 120 s; the app's last output:"
  podman logs --tail 15 "$(app_container)" 2>&1
  return 1
}
home_page() { [ "$(visitor -o "$WORK_DIR/home.html" -w '%{http_code}' "$(url /)")" = 200 ] && grep -o '<h1[^>]*>[^<]*' "$WORK_DIR/home.html" | head -1 | grep .; }
# The cookie is Secure, so curl would not send it back over the drill's plain http: keep it by hand.
admin_login() {
  local code
  code=$(visitor -o "$WORK_DIR/login.json" -D "$WORK_DIR/login.headers" -w '%{http_code}' \
    -H "Origin: https://$DOMAIN" -H 'Content-Type: application/json' \
    --data "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$(url /api/admin/login)")
  echo "login answered $code: $(cat "$WORK_DIR/login.json")"
  [ "$code" = 200 ] || return 1
  grep -i '^set-cookie: dds_session=' "$WORK_DIR/login.headers" | tee /dev/stderr | grep -i 'secure' | grep -i 'httponly' | grep -qi 'samesite=strict' &&
    grep -i '^set-cookie: dds_session=' "$WORK_DIR/login.headers" | sed 's/^[^:]*: *//; s/;.*//' | tr -d '\r' >"$WORK_DIR/cookie"
}
send_inquiry() { send_inquiry_to "$(url /api/inquiry/inquiryform)" "$1" 'Container drill'; } # name
inquiries_named() { visitor -H "Cookie: $(cat "${2:-$WORK_DIR/cookie}")" --get --data-urlencode "q=$1" "$(url /api/admin/inquiries)"; }
send_and_list() { send_inquiry "$1" && listed "$1"; }
session_still_valid() { listed 'Container Drill Before-Down' "$WORK_DIR/cookie-before-down"; }
in_postgres() {
  local n
  n=$(podman exec "$(db_container)" psql -U dds -d dds -tAc "select count(*) from inquiries where name = '$1'")
  echo "rows named '$1' in PostgreSQL: $n"
  [ "$n" = 1 ]
}
redis_has_keys() {
  local keys
  keys=$(podman exec "$(redis_container)" redis-cli --scan | head -5)
  echo "keys: $keys"
  [ -n "$keys" ]
}
app_runs_as_dds() {
  local who
  who=$(in_app sh -c 'echo "$(id -un) $(id -u)"; stat -c "%U" /proc/1')
  echo "$who"
  [ "$(head -1 <<<"$who" | cut -d' ' -f1)" = dds ] && [ "$(head -1 <<<"$who" | cut -d' ' -f2)" != 0 ] && [ "$(tail -1 <<<"$who")" = dds ]
}
compose_backup() { # -T: the drill has no terminal (the README's command, typed by a person, gets one)
  local out
  out=$(cd "$STATE/deploy" && podman-compose -f compose.yaml exec -T app node dist/db-backup.js 2>&1)
  echo "$out" | tail -3
  grep -q 'Backup written to' <<<"$out" && in_app sh -c 'ls -l /var/lib/dds/backups/*/dds.pgdump'
}
waited_not_restarted() {
  local log restarts
  log=$(podman logs "$(app_container)" 2>&1)
  restarts=$(podman inspect --format '{{.RestartCount}}' "$(app_container)")
  grep -E 'not answering yet|Configuration error|DDS listening' <<<"$log" | cut -c1-200 | head -5
  echo "note: app container restarts: $restarts; waited for a service: $(grep -c 'not answering yet' <<<"$log") time(s)"
  [ "$restarts" = 0 ] && ! grep -q 'Configuration error' <<<"$log"
}
production_only() {
  local dev
  dev=$(in_app ls /app/node_modules/.pnpm | grep -E '^(typescript|webpack|esbuild|jest|tsx|ts-node|@swc\+core|ts-loader)@' || true)
  echo "development packages in /app/node_modules: ${dev:-none}"
  echo "note: app image $(podman image inspect --format '{{.Size}}' "$APP_IMAGE" | awk '{printf "%.0f MB", $1 / 1e6}'), node_modules $(in_app du -sm /app/node_modules | cut -f1) MB"
  [ -z "$dev" ] && [ -z "$(in_app find /app -name '*.ts' ! -name '*.d.ts' ! -path '*/node_modules/*' | head -3 | tee /dev/stderr)" ]
}
compiled_only() {
  local procs
  procs=$(in_app sh -c 'for p in /proc/[0-9]*; do [ -r "$p/cmdline" ] && tr "\0" " " <"$p/cmdline" && echo; done' | grep -v '^$' | grep -v '^sh -c')
  echo "processes in the app container:"
  echo "$procs"
  grep -qE '^node (--enable-source-maps )?dist/main\.js' <<<"$procs" || return 1
  ! grep -qE 'tsx|tsc|ts-node|\.ts( |$)' <<<"$procs" || return 1
  [ -z "$(in_app find dist -name '*.ts' ! -name '*.d.ts' | head -1)" ]
}

main "$@"

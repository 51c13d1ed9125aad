#!/bin/bash
# systemd drill: the units of deploy/systemd/, unchanged, under a real systemd (PID 1 of a Debian 12
# container booted with systemd-nspawn), installed by the README's Deploy blocks. It proves what
# run.sh cannot (there systemctl is a stand-in): the sandboxing lines hold, Restart=on-failure brings
# the app back after a kill -9, the backup timer is scheduled as the README says and catches up a
# missed run, and the backup its service writes restores. See deploy/drill/README.md.
#
#   sudo deploy/drill/systemd-drill.sh --i-will-let-the-drill-change-this-machine [--keep] [--sqlite]
#
# The site runs on PostgreSQL in the container (Debian's, set up as README step 3's DATABASE_URL
# bullet says), so backups are pg_dump and the restore pg_restore, run by the sandboxed units and
# by the sandboxed dds-cli; --sqlite leaves DATABASE_URL out (the SQLite file in /var/lib/dds).
#
# Needs root and `apt-get install -y debootstrap systemd-container` on the host. The only things it
# leaves on the host are its cache (deploy/drill/.cache/systemd/, gitignored: a debootstrap root
# with the README's step-1 packages, npm/pnpm caches); the container's copy lives in /var/tmp and
# is removed at the end (--keep leaves it and the container running, and prints how to stop it).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

main() {
DRILL_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(git -C "$DRILL_DIR" rev-parse --show-toplevel)
CACHE=$DRILL_DIR/.cache/systemd
DOMAIN=dds.example
ADMIN_PASSWORD_FOR_DRILL=$(drill_secret drill-passphrase)
PATH_INSIDE=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
drill_args "$DRILL_FLAG --keep --sqlite" "$@"
DATABASE=postgres
case " $* " in *" --sqlite "*) DATABASE=sqlite ;; esac
drill_require_flag "The systemd drill builds a Debian 12 root (cached in $CACHE), boots it with systemd-nspawn
and installs the site in it."
problems=()
[ "$(id -u)" = 0 ] || problems+=("run it as root")
for tool in systemd-nspawn debootstrap nsenter node git; do
  command -v $tool >/dev/null || problems+=("$tool is not installed (apt-get install -y debootstrap systemd-container)")
done
[ "$(command -v node)" = /usr/bin/node ] && [ -d /usr/include/node ] && [ -d /usr/lib/node_modules/npm ] ||
  problems+=("the drill copies the host's node as NodeSource's package installs it: /usr/bin/node, /usr/include/node, /usr/lib/node_modules/npm")
if [ ${#problems[@]} -gt 0 ]; then printf 'systemd drill refused: %s\n' "${problems[@]}" >&2; exit 2; fi
if [ -n "$(git -C "$REPO" status --porcelain -- . ':!deploy/drill/.cache')" ]; then
  echo "note: uncommitted changes in $REPO are not part of the drill (it clones the commit)" >&2
fi

# ── The README's blocks ───────────────────────────────────────────────────────────────────────
STEPS=$(mktemp --suffix=.json)
node "$DRILL_DIR/readme-steps.mjs" "$REPO/deploy/README.md" >"$STEPS"
block() { readme_block "$STEPS" "$1"; }
SUBSTITUTIONS=()
substitute() { substitute_in "$1" "$2" && SUBSTITUTIONS+=("$3"); } # file, sed expression, why

# Runs a command in a root that is not booted (install phase; the host's network, for apt and npm).
nspawn_run() { # root, command…
  local root=$1
  shift
  systemd-nspawn -q -D "$root" -M dds-drill-install --register=no --keep-unit --as-pid2 --resolv-conf=copy-host \
    --bind="$CACHE/npm:/root/.npm" --bind="$CACHE/pnpm-store:/root/.local/share/pnpm/store" \
    --bind-ro=/etc/ssl/certs/ca-certificates.crt:/drill-host-ca.crt --setenv=NODE_EXTRA_CA_CERTS=/drill-host-ca.crt \
    --setenv=PATH=$PATH_INSIDE --setenv=HOME=/root --setenv=LANG=C.UTF-8 "$@"
}

# ── The cached root: debootstrap + README step 1 (its Debian packages) + the host's node ──────────
mkdir -p "$CACHE/npm" "$CACHE/pnpm-store"
if [ ! -e "$CACHE/base/.debootstrap-done" ]; then
  rm -rf "$CACHE/base"
  echo "── debootstrap bookworm into $CACHE/base (once; a few minutes) ──"
  debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus,sudo,ca-certificates \
    bookworm "$CACHE/base" http://deb.debian.org/debian
  touch "$CACHE/base/.debootstrap-done"
fi
block 1 >"$CACHE/step1.sh"
# README step 3's DATABASE_URL bullet: a line to type (its apt-get part runs with step 1, which has
# the network; the whole line again once the container is booted) and the DATABASE_URL to write.
PG_SETUP=$(grep -o 'sudo apt-get install -y postgresql[^`]*' "$REPO/deploy/README.md" | head -1)
PG_URL=$(grep -o 'DATABASE_URL=postgres://[^`]*' "$REPO/deploy/README.md" | head -1)
[ -n "$PG_SETUP" ] && [ -n "$PG_URL" ] || { echo "drill: README step 3 no longer has the PostgreSQL line or its DATABASE_URL" >&2; exit 1; }
PG_INSTALL=${PG_SETUP%% &&*}
echo "$PG_INSTALL" >>"$CACHE/step1.sh"
substitute "$CACHE/step1.sh" '/deb\.nodesource\.com|apt-get install -y nodejs/d' \
  "step 1: NodeSource skipped; the host's node $(node --version) (/usr/bin/node, its headers and /usr/lib/node_modules) is copied into the container, with nodedir=/usr for node-gyp (no nodejs.org here)"
SUBSTITUTIONS+=("step 1: the packages of step 3's PostgreSQL line ($PG_INSTALL) installed with step 1's, while the container has the network")
STEP1_KEY=$( (cat "$CACHE/step1.sh"; node --version) | sha256sum | cut -c1-12)
ROOT_CACHE=$CACHE/step1-$STEP1_KEY
if [ ! -e "$ROOT_CACHE/.step1-done" ]; then
  echo "── README step 1 into a copy of the root (once per README step 1; a few minutes) ──"
  rm -rf "$CACHE"/step1-*
  cp -a "$CACHE/base" "$ROOT_CACHE"
  # No service may start while packages are installed: nginx's would bind the host's port 80.
  printf '#!/bin/sh\nexit 101\n' >"$ROOT_CACHE/usr/sbin/policy-rc.d"
  chmod +x "$ROOT_CACHE/usr/sbin/policy-rc.d"
  # node, its headers and its global modules (npm as updated on the host, not only the package's files)
  tar -C / -cf - usr/bin/node usr/include/node usr/lib/node_modules | tar -C "$ROOT_CACHE" -xf -
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT_CACHE/usr/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT_CACHE/usr/bin/npx"
  printf 'nodedir=/usr\nfund=false\naudit=false\nupdate-notifier=false\n' >"$ROOT_CACHE/root/.npmrc"
  cp "$CACHE/step1.sh" "$ROOT_CACHE/root/step1.sh"
  nspawn_run "$ROOT_CACHE" bash -c 'apt-get update -qq && apt-get install -y -qq sudo >/dev/null && cd /root && bash -euxo pipefail step1.sh'
  rm -f "$ROOT_CACHE/usr/sbin/policy-rc.d" "$ROOT_CACHE/root/step1.sh"
  touch "$ROOT_CACHE/.step1-done"
fi

# ── This run's container ──────────────────────────────────────────────────────────────────────
WORK=$(mktemp -d /var/tmp/dds-systemd-drill.XXXXXX)
ROOT=$WORK/root
NSPAWN_PID='' LEADER=''
cleanup() {
  set +e
  echo
  echo "── cleanup ──"
  if [ -n "$LEADER" ] && [ -n "$NSPAWN_PID" ] && kill -0 "$NSPAWN_PID" 2>/dev/null; then
    [ -d "$ROOT/var/log/journal" ] && inside journalctl -u dds -u dds-backup --no-pager >/tmp/dds-systemd-drill-journal.log 2>&1
    kill -RTMIN+4 "$LEADER" # systemd: power off
    for _ in $(seq 100); do kill -0 "$NSPAWN_PID" 2>/dev/null || break; sleep 0.3; done
    kill -0 "$NSPAWN_PID" 2>/dev/null && kill "$NSPAWN_PID"
    wait "$NSPAWN_PID" 2>/dev/null
  fi
  rm -rf "$WORK" "$STEPS"
  # nspawn leaves its mount-propagation folders when /run is not a tmpfs
  rm -rf /run/systemd/nspawn/propagate/dds-drill /run/systemd/nspawn/propagate/dds-drill-install
  echo "container powered off and $WORK removed (journal of dds and dds-backup: /tmp/dds-systemd-drill-journal.log)"
}
if [ $KEEP = 1 ]; then trap 'echo "kept: $WORK (container PID 1 on the host: $LEADER; stop: kill -RTMIN+4 $LEADER; then rm -rf $WORK)"' EXIT
else trap cleanup EXIT; fi
echo "── copying the cached root to $ROOT ──"
cp -a --reflink=auto "$ROOT_CACHE" "$ROOT"
mkdir -p "$ROOT/drill"
# Debian's postgresql package gives its first cluster the first free port from 5432 on; step 1 ran
# in the host's network namespace, where this machine's own PostgreSQL may hold 5432, so the cached
# cluster can have 5433 — a fresh server's has 5432, which the README's DATABASE_URL implies.
for conf in "$ROOT"/etc/postgresql/*/main/postgresql.conf; do
  if [ -f "$conf" ] && ! grep -qE '^port = 5432\b' "$conf"; then
    sed -i -E 's/^port = [0-9]+/port = 5432/' "$conf"
    SUBSTITUTIONS+=("PostgreSQL's cluster set back to port 5432 (created while the host's PostgreSQL held 5432, as a fresh server's would have it)")
  fi
done
# The container's host names (nspawn sets them from -M), as a server's /etc/hosts has its own name: sudo looks it up.
echo dds-drill >"$ROOT/etc/hostname"
echo '127.0.1.1 dds-drill dds-drill-install' >>"$ROOT/etc/hosts"
git init -q --bare "$ROOT/drill/origin.git"
git -C "$REPO" push -q "$ROOT/drill/origin.git" HEAD:refs/heads/main
git -C "$ROOT/drill/origin.git" symbolic-ref HEAD refs/heads/main
# The README asks to replace ADMIN_PASSWORD in nano; this nano does just that (sudo finds it first in its PATH).
printf '#!/bin/sh\nsed -i "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD='"'%s'"'/" "$1"\necho "[drill] nano: set ADMIN_PASSWORD in $1"\n' \
  "$ADMIN_PASSWORD_FOR_DRILL" >"$ROOT/usr/local/bin/nano"
chmod +x "$ROOT/usr/local/bin/nano"
echo /root >"$ROOT/drill/cwd"
printf 'export USER=root HOME=/root LANG=C.UTF-8 PATH=%s\n' "$PATH_INSIDE" >"$ROOT/drill/session.sh"

# A README block in the operator's shell inside the container (cwd and variables carry over).
run_block() { # label, runner (nspawn_run ROOT | inside)
  local label=$1
  shift
  printf '\n── README step %s, as run in the container ──\n' "$label"
  sed 's/^/  $ /' "$ROOT/drill/block-$label.sh"
  operator_script "$ROOT/drill/block-$label.sh" /drill/session.sh /drill/cwd >"$ROOT/drill/run-$label.sh"
  "$@" bash -c "cd \"\$(cat /drill/cwd)\" && bash '/drill/run-$label.sh'" || { echo "drill: README step $label failed" >&2; exit 1; }
}
prepare_block() { block "$1" >"$ROOT/drill/block-$1.sh"; }

echo "systemd drill of $(git -C "$REPO" log --oneline -1)"
prepare_block 'Your domain and e-mail address'
run_block 'Your domain and e-mail address' nspawn_run "$ROOT"
prepare_block 2
substitute "$ROOT/drill/block-2.sh" "s|<address of this repository>|/drill/origin.git|" \
  "step 2: repository address: a bare copy of $REPO at $(git -C "$REPO" rev-parse --short HEAD)"
run_block 2 nspawn_run "$ROOT"
prepare_block 3
run_block 3 nspawn_run "$ROOT"
ADMIN_EMAIL_FOR_DRILL=$(sed -n 's/^ADMIN_EMAIL=//p' "$ROOT/etc/dds/dds.env")

# ── Boot: systemd as PID 1, its own network namespace (only a loopback: no port of the host is used)
echo
echo "── booting the container (systemd-nspawn -b --private-network) ──"
systemd-nspawn -q -D "$ROOT" --register=no --keep-unit --private-network -M dds-drill -b >"$WORK/console.log" 2>&1 &
NSPAWN_PID=$!
# The container's PID 1 is the child of nspawn that runs systemd: nspawn's first child may be a
# short-lived intermediate process (a drill once took that one and lost the container).
for _ in $(seq 150); do
  LEADER=''
  for pid in $(pgrep -P "$NSPAWN_PID" || true); do [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = systemd ] && LEADER=$pid; done
  [ -n "$LEADER" ] && break
  sleep 0.2
done
[ -n "$LEADER" ] || { echo "the container did not start:" >&2; cat "$WORK/console.log" >&2; exit 1; }
inside() { nsenter -t "$LEADER" -a env -i PATH=$PATH_INSIDE HOME=/root LANG=C.UTF-8 TERM=dumb SYSTEMD_PAGER= SYSTEMD_COLORS=0 "$@"; }
for _ in $(seq 100); do inside true 2>/dev/null && break; sleep 0.2; done
for _ in $(seq 120); do
  state=$(inside systemctl is-system-running 2>/dev/null || true)
  case $state in running | degraded) break ;; esac
  sleep 0.5
done
echo "systemd in the container: $state ($(inside systemctl --version | head -1))"

CHECK_DIR=$WORK
# shows [GREP OPTION…] PATTERN: what a check saw, into its output, and whether a line of it matches.
# It reads all of its input before it matches. The earlier `show | grep -q` failed a check whose line
# was there: grep -q exits at the first match, bash's printf writes line by line (its stdout is line
# buffered), so show's next line hit a closed pipe (SIGPIPE, 141) and pipefail made that the
# pipeline's status: "holds the database" failed with `TABLE DATA public inquiries` in its output
# (the next line, sessions, met the closed pipe; the same pipeline in a loop: 312 of 2000 failed).
shows() { local text; text=$(cat); printf '%s\n' "$text" >&2; grep -q "$@" <<<"$text"; }
main_pid() { inside systemctl show -p MainPID --value dds; }
backups() { inside find /var/lib/dds/backups -mindepth 2 -maxdepth 2 -name manifest.json -printf '%h\n' 2>/dev/null | sort; }
holds_database() { # backup folder: its copy of the database is there and reads as one
  if [ $DATABASE = postgres ]; then
    inside pg_restore --list "$1/dds.pgdump" | grep -E 'TABLE DATA public (inquiries|admins|sessions)' | shows 'TABLE DATA public inquiries'
  else
    inside test -s "$1/dds.sqlite" && echo "$1/dds.sqlite"
  fi
}
psql_count() { inside runuser -u postgres -- psql -d dds -tAc "$1"; }
health() { inside curl -sf --max-time 5 --retry 30 --retry-connrefused --retry-delay 1 http://127.0.0.1:8080/api/health; }
# As nginx would ask on the institute's behalf: TRUST_PROXY=1 makes the app believe X-Forwarded-Proto.
app() { inside curl -sS --max-time 20 -H "Host: $DOMAIN" -H 'X-Forwarded-Proto: https' -H "Origin: https://$DOMAIN" "$@"; }

if [ $DATABASE = postgres ]; then
  printf '\n── README step 3, DATABASE_URL bullet: PostgreSQL on the same server ──\n  $ %s\n' "$PG_SETUP"
  for _ in $(seq 120); do inside pg_isready -q && break; sleep 0.5; done
  inside bash -euc "$PG_SETUP" || { echo "drill: the README's PostgreSQL line failed" >&2; exit 1; }
  inside sh -c "echo '$PG_URL' >>/etc/dds/dds.env"
  echo "  (and $PG_URL into /etc/dds/dds.env)"
  SUBSTITUTIONS+=("step 3: $PG_URL appended to /etc/dds/dds.env (the README has it typed in nano)")
fi

prepare_block 4
run_block 4 inside
service_up() { [ "$(inside systemctl is-active dds)" = active ] && [ "$(inside systemctl is-enabled dds)" = enabled ] && health; }
check "systemctl: dds.service is active (running), enabled, and answers /api/health" service_up
app_runs_as_dds() { # from /proc: a minbase root may have no procps
  local pid
  pid=$(main_pid)
  echo "MainPID $pid: $(inside stat -c %U "/proc/$pid") $(inside cat "/proc/$pid/cmdline" | tr '\0' ' ')" | shows "^MainPID $pid: dds "
}
check "the app (MainPID) runs as dds" app_runs_as_dds

exposure() { # unit, highest acceptable level
  local line
  inside systemd-analyze security "$1" --no-pager >"$WORK/security-$1.txt" 2>&1 || true
  line=$(grep -a 'Overall exposure level' "$WORK/security-$1.txt")
  echo "exposure: $line"
  awk -v max="$2" '{ for (i=1;i<=NF;i++) if ($i ~ /^[0-9]+\.[0-9]+$/) { exit !($i <= max) } exit 1 }' <<<"$line"
}
check "systemd-analyze security dds: exposure level at most 2.0 (2.9 before the system-call filter)" exposure dds.service 2.0
uses_database() {
  inside journalctl -u dds --no-pager -o cat | grep '^Database: ' | tail -1 |
    if [ $DATABASE = postgres ]; then shows 'PostgreSQL (DATABASE_URL)'; else shows '/var/lib/dds/dds.sqlite'; fi
}
check "the app keeps its data in $([ $DATABASE = postgres ] && echo "PostgreSQL ($PG_URL)" || echo 'SQLite (/var/lib/dds/dds.sqlite)')" uses_database
backup_at_start() { # BACKUP_EVERY_HOURS=24 (the example's value): the first backup at start, by the app itself
  local dir
  for _ in $(seq 120); do dir=$(backups | head -1); [ -n "$dir" ] && break; sleep 1; done
  [ -n "$dir" ] || { inside journalctl -u dds --no-pager -o cat | tail -8; return 1; }
  inside journalctl -u dds --no-pager -o cat | grep -i 'backup' | tail -2
  holds_database "$dir"
}
check "the app's own backup at start ($([ $DATABASE = postgres ] && echo pg_dump || echo "SQLite's backup API"), run from inside dds.service's sandbox) holds the database" backup_at_start

# Step 6 early, so that the timer's catch-up (below) comes due while the other checks run.
# The timer is Persistent=true: a run missed while the machine was off happens when the timer starts
# (after RandomizedDelaySec, up to 15 min). The drill makes yesterday's 03:30 "missed" (the timer's
# stamp file, dated two days back) so `enable --now` must fire it, as on a server switched on after
# a night off. And as the README's text asks with the timer: BACKUP_EVERY_HOURS=0, so the backups
# that appear are the timer's, not the app's.
inside sed -i 's/^BACKUP_EVERY_HOURS=.*/BACKUP_EVERY_HOURS=0/' /etc/dds/dds.env
inside systemctl restart dds
health >/dev/null
SUBSTITUTIONS+=("step 6: BACKUP_EVERY_HOURS=0 in /etc/dds/dds.env and dds restarted, as the text asks with the timer")
inside mkdir -p /var/lib/systemd/timers
inside touch -d '-2 days' /var/lib/systemd/timers/stamp-dds-backup.timer
STEP6_AT=$(inside date +%s)
prepare_block 6
run_block 6 inside
timer_calendar() {
  inside systemctl list-timers --all dds-backup.timer | shows 'dds-backup.timer.*dds-backup.service' &&
    inside systemctl show -p TimersCalendar --value dds-backup.timer | shows 'OnCalendar=\*-\*-\* 03:30:00'
}
check "systemctl list-timers lists dds-backup.timer, OnCalendar=*-*-* 03:30:00 as the README says" timer_calendar
next_elapse() { inside date -d "$(inside systemctl show -p NextElapseUSecRealtime --value dds-backup.timer)" +%s; }
catch_up_due() {
  local next
  next=$(next_elapse)
  echo "next elapse: $(inside date -d "@$next"), $((next - STEP6_AT)) s after enable --now"
  [ "$next" -le $((STEP6_AT + 15 * 60 + 5)) ]
}
check "Persistent=true: the run missed \"yesterday\" is due within RandomizedDelaySec (15 min), not at the next 03:30" catch_up_due

# The sandbox, seen from inside the running service's own mount namespace (nsenter -m into MainPID),
# first as root there (so a refusal is the read-only mount, not file permissions), then as dds.
in_service() { local pid; pid=$(main_pid); inside nsenter -t "$pid" -m "$@"; }
as_dds_in_service() { in_service setpriv --reuid=dds --regid=dds --init-groups "$@"; }
sandbox_read_only() {
  local ok=0 p
  for p in /srv/dds /srv/dds/server/dist /etc /etc/dds /usr/local /var/lib /root; do
    if in_service touch "$p/.drill-probe" 2>"$WORK/err"; then echo "root in the service's namespace could write $p"; in_service rm -f "$p/.drill-probe"; ok=1
    else echo "$p: $(cat "$WORK/err")"; grep -qE 'Read-only file system|Permission denied' "$WORK/err" || ok=1; fi
  done
  return $ok
}
check "ProtectSystem=strict/ProtectHome: in the service's mount namespace /srv/dds, /etc, /usr, /var/lib and /root are read-only even to root" sandbox_read_only
data_dir_writable() { as_dds_in_service sh -c 'echo probe >/var/lib/dds/.drill-probe && rm /var/lib/dds/.drill-probe' && echo "dds can write /var/lib/dds"; }
check "ReadWritePaths/StateDirectory: the service user can write /var/lib/dds" data_dir_writable
private_tmp() {
  inside mkdir -p /home/someone
  as_dds_in_service sh -c 'echo probe >/tmp/dds-drill-private-tmp' &&
    ! inside test -e /tmp/dds-drill-private-tmp && echo "PrivateTmp: what the service writes to /tmp stays in its own /tmp" &&
    ! in_service test -e /home/someone && echo "ProtectHome: /home/someone exists, but the service's /home is empty" &&
    inside test -e /dev/console && ! in_service test -e /dev/console &&
    echo "PrivateDevices: the service's /dev: $(in_service ls /dev | tr '\n' ' ')"
}
check "PrivateTmp, ProtectHome, PrivateDevices are in force for the running service" private_tmp
process_limits() {
  local status
  status=$(inside cat "/proc/$(main_pid)/status")
  grep -E '^(NoNewPrivs|CapEff|CapBnd|CapAmb|Seccomp):' <<<"$status"
  grep -qE '^NoNewPrivs:\s+1$' <<<"$status" && grep -qE '^CapEff:\s+0+$' <<<"$status" &&
    grep -qE '^CapBnd:\s+0+$' <<<"$status" && grep -qE '^Seccomp:\s+2$' <<<"$status"
}
check "NoNewPrivileges, CapabilityBoundingSet= and the seccomp filters apply to the app process" process_limits

admin_login() { # curl runs in the container: headers and status come back on stdout, the cookie is kept here
  local out
  out=$(app -o /dev/null -D - -w '%{http_code}\n' -H 'Content-Type: application/json' \
    --data "{\"email\":\"$ADMIN_EMAIL_FOR_DRILL\",\"password\":\"$ADMIN_PASSWORD_FOR_DRILL\"}" http://127.0.0.1:8080/api/admin/login | tr -d '\r')
  grep -iE '^HTTP/|^set-cookie:' <<<"$out" | sed -E 's/(dds_session=)[^;]+/\1…/'
  [ "$(tail -1 <<<"$out")" = 200 ] &&
    grep -i '^set-cookie: dds_session=' <<<"$out" | sed -E 's/^[^:]+: ([^;]+);.*/\1/' >"$WORK/cookie" && [ -s "$WORK/cookie" ]
}
send_inquiry() { # name; without an answer, the service's state says who stopped it
  app -o /dev/null -w '%{http_code}\n' -H 'Content-Type: application/json' \
    --data "$(inquiry_json "$1" 'systemd drill')" \
    http://127.0.0.1:8080/api/inquiry/inquiryform | shows -x 200 && return 0
  echo "dds.service: $(inside systemctl show -p ActiveState,SubState,Result,ExecMainCode,ExecMainStatus,NRestarts dds | tr '\n' ' ')"
  inside journalctl -u dds --no-pager -o short-iso -n 6
  return 1
}
inquiries_named() { app -H "Cookie: $(cat "$WORK/cookie")" --get --data-urlencode "q=$1" http://127.0.0.1:8080/api/admin/inquiries; }
check "admin login with the env file's first admin" admin_login
check "an inquiry is acknowledged" send_inquiry 'Systemd Before-Backup'
check "the office sees it in the admin list" listed 'Systemd Before-Backup'
in_postgres() { local n; n=$(psql_count "select count(*) from inquiries where name = '$1'"); echo "rows named '$1' in PostgreSQL: $n"; [ "$n" = 1 ]; }
[ $DATABASE = postgres ] && check "it is a row in PostgreSQL's dds database" in_postgres 'Systemd Before-Backup'

# Restart=on-failure: kill -9 of the main process is a failure; systemd starts it again after RestartSec.
restarted_after_kill() {
  local old new
  old=$(main_pid)
  inside bash -c "kill -9 $old" # the builtin: a minbase root may have no procps (/bin/kill)
  for _ in $(seq 60); do new=$(main_pid); [ "$new" != 0 ] && [ "$new" != "$old" ] && break; sleep 0.5; done
  echo "MainPID $old killed with SIGKILL; MainPID now $new; NRestarts=$(inside systemctl show -p NRestarts --value dds)"
  [ "$new" != 0 ] && [ "$new" != "$old" ] && [ "$(inside systemctl show -p NRestarts --value dds)" = 1 ] && health
}
check "Restart=on-failure: after kill -9 of the main PID systemd starts the app again and it answers" restarted_after_kill
check "after the restart the inquiry is still there" listed 'Systemd Before-Backup'

catch_up_fired() { # the timer's own run: dds-backup.service started by it, succeeded, wrote a backup
  for _ in $(seq 1000); do [ -n "$(inside systemctl show -p InvocationID --value dds-backup.service)" ] &&
    [ "$(inside systemctl show -p ActiveState --value dds-backup.service)" = inactive ] && break; sleep 1; done
  inside journalctl -u dds-backup --no-pager -o short-iso | tail -4
  backups
  [ "$(inside systemctl show -p Result --value dds-backup.service)" = success ] &&
    [ -n "$(inside find /var/lib/dds/backups -mindepth 2 -maxdepth 2 -name manifest.json -newermt "@$STEP6_AT")" ]
}
echo "  … waiting for the timer's catch-up run, due at $(inside date -d "@$(next_elapse)" +%T)"
check "the timer fires the missed run by itself: dds-backup.service succeeds and writes a backup" catch_up_fired
next_is_0330() { inside systemctl list-timers --all dds-backup.timer | shows -E ' 03:(3[0-9]|4[0-5]):[0-9]{2} .*dds-backup.timer'; }
check "after it, the next run is at 03:30–03:45 (daily at about 03:30, as the README says)" next_is_0330
backup_service_writes() {
  local before after
  before=$(backups)
  inside systemctl start dds-backup
  after=$(backups)
  comm -13 <(echo "$before") <(echo "$after") | shows . &&
    [ "$(inside systemctl show -p Result --value dds-backup.service)" = success ] &&
    comm -13 <(echo "$before") <(echo "$after") | tail -1 >"$WORK/timer-backup"
}
check "systemctl start dds-backup writes a new backup (manifest.json) and succeeds" backup_service_writes
check "that backup holds the database ($([ $DATABASE = postgres ] && echo "pg_dump, run from inside dds-backup.service's sandbox" || echo 'dds.sqlite'))" holds_database "$(cat "$WORK/timer-backup" 2>/dev/null)"
cli_backup() {
  local before after
  before=$(backups)
  inside /srv/dds/deploy/dds-cli db-backup
  after=$(comm -13 <(echo "$before") <(backups) | tail -1)
  [ -n "$after" ] && holds_database "$after"
}
check "sudo dds-cli db-backup (the service's user and sandbox, by systemd-run) writes a backup that holds the database" cli_backup
# dds-cli's sandbox is the service's: /home is invisible to it (ProtectHome=yes). A backup copied to
# /home/operator/ for dds to read (outside a sandbox it can) is therefore not found. Without --force
# a restore into a site with data is refused either way, so this changes nothing: only the reason
# tells whether the command saw the copy.
cli_sandboxed() {
  local out
  inside mkdir -p -m 0755 /home/operator
  inside cp -a "$(cat "$WORK/timer-backup")" /home/operator/dds-backup
  inside runuser -u dds -- test -r /home/operator/dds-backup/manifest.json &&
    echo "outside a sandbox dds can read /home/operator/dds-backup/manifest.json"
  out=$(inside /srv/dds/deploy/dds-cli db-restore --from /home/operator/dds-backup 2>&1 || true)
  inside rm -rf /home/operator
  echo "dds-cli db-restore --from /home/operator/dds-backup: $out"
  grep -q 'has no manifest.json' <<<"$out" && ! grep -q 'Refusing to overwrite' <<<"$out"
}
check "dds-cli runs sandboxed like the service: a backup in /home, readable by dds, is invisible to it (ProtectHome)" cli_sandboxed
check "systemd-analyze security dds-backup: exposure level at most 2.0 (4.3 before it had the app's sandbox)" exposure dds-backup.service 2.0
check "an inquiry sent after the backup is acknowledged" send_inquiry 'Systemd After-Backup'
check "the office sees it in the admin list" listed 'Systemd After-Backup'

prepare_block Restore
BACKUP=$(cat "$WORK/timer-backup" 2>/dev/null || true)
if [ -n "$BACKUP" ]; then
  substitute "$ROOT/drill/block-Restore.sh" "s|/var/lib/dds/backups/[0-9T:.-]+Z|$BACKUP|" "Restore: the backup folder: the one dds-backup.service just wrote"
  substitute "$ROOT/drill/block-Restore.sh" 's|(dds-cli db-restore .*)$|\1 --force|' "Restore: --force, the running site has data (the README says to add it then)"
  run_block Restore inside
  check "the app answers after the restore" health
  check "after the restore: the admin account logs in" admin_login
  check "after the restore: the inquiry from before the backup is there" listed 'Systemd Before-Backup'
  check "after the restore: the inquiry sent after the backup is gone" gone 'Systemd After-Backup'
  [ $DATABASE = postgres ] && check "after the restore: PostgreSQL holds the inquiry from before the backup (pg_restore by the sandboxed dds-cli)" in_postgres 'Systemd Before-Backup'
else
  check "restore (no backup from the backup service to restore)" false
fi
stopped_cleanly() {
  inside systemctl stop dds
  inside systemctl show -p Result,ExecMainStatus,ActiveState dds | shows -x 'Result=success'
}
check "systemctl stop dds: SIGTERM, the app exits cleanly (Result=success, not failed)" stopped_cleanly

echo
echo "══ systemd drill summary ══"
echo "systemd $(inside systemctl --version | head -1 | cut -d' ' -f2) as PID 1 of a Debian 12 container (systemd-nspawn -b --private-network);"
echo "units from deploy/systemd/ unchanged, installed by the README's blocks. Substitutions:"
printf '  - %s\n' "${SUBSTITUTIONS[@]}" \
  "steps 2 and 3 run in the container before it boots (with the host's network, for npm, and the host's CA bundle as" \
  "    NODE_EXTRA_CA_CERTS: this machine may reach npm through a TLS-inspecting proxy); steps 4, 6, Restore in the booted container" \
  "step 5 (nginx, certbot) is not run here: run.sh drills it" \
  "nano: a script that sets ADMIN_PASSWORD, as the text around it asks" \
  "the Persistent= catch-up: the timer's stamp file is dated two days back before step 6 (as after a night switched off)" \
  "requests to the app go to 127.0.0.1:8080 with the headers nginx would add (Host, X-Forwarded-Proto: https)"
drill_verdict "systemd drill"
}

main "$@"

#!/bin/bash
# Deploy drill: runs the ```sh blocks of deploy/README.md's "## Deploy" section (the runbook), as written, on this
# machine (Debian 12, root, systemd not PID 1), checks the result as a visitor and the office
# would, then removes everything it created. See deploy/drill/README.md.
#
#   sudo deploy/drill/run.sh --i-will-let-the-drill-change-this-machine [--keep]
#
# It creates the user dds, /srv/dds, /etc/dds, /var/lib/dds, /etc/letsencrypt/live/dds.example,
# /etc/systemd/system/dds*, an nginx site, and runs nginx on ports 80/443 and the app on 8080 while it
# runs. It refuses to start if any of these already exist. --keep leaves them (clean up with --clean).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

# All of it in one function: bash has read the whole of it before the first line runs, so editing
# this file while a drill runs cannot change what that drill does.
main() {
DRILL_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(git -C "$DRILL_DIR" rev-parse --show-toplevel)
DOMAIN=dds.example
ADMIN_PASSWORD_FOR_DRILL=$(drill_secret drill-passphrase)
drill_args "$DRILL_FLAG --keep --clean" "$@"
drill_require_flag "The deploy drill installs the site system-wide (user dds, /srv/dds, /etc/dds, nginx on ports 80/443)
and removes it afterwards."
[ "$(id -u)" = 0 ] || { echo "run the drill as root" >&2; exit 2; }

# ── What the drill creates, and how it removes it ─────────────────────────────────────────────
CREATED_PATHS=(/srv/dds /etc/dds /var/lib/dds "/etc/letsencrypt/live/$DOMAIN" /etc/nginx/sites-available/dds
  /etc/nginx/sites-enabled/dds /etc/systemd/system/dds.service /etc/systemd/system/dds-backup.service
  /etc/systemd/system/dds-backup.timer /etc/systemd/system/dds-2.service)
STATE_FILE=/run/dds-drill.state # what to restore: default nginx site, /etc/letsencrypt existed, work dir

nginx_running() { [ -s /run/nginx.pid ] && kill -0 "$(cat /run/nginx.pid)" 2>/dev/null; }

cleanup() {
  set +e
  echo
  echo "── cleanup ──"
  # shellcheck disable=SC1090
  [ -f "$STATE_FILE" ] && . "$STATE_FILE"
  if [ -n "${WORK:-}" ] && [ -d "$WORK/state" ]; then
    for pidfile in "$WORK"/state/*.pid; do
      [ -e "$pidfile" ] || continue
      DRILL_STATE=$WORK/state node "$WORK/drill/unit-runner.mjs" stop "$(basename "$pidfile" .pid)"
    done
    [ -f "$WORK/state/dds.service.log" ] && cp "$WORK/state/dds.service.log" /tmp/dds-drill-service.log
    if [ -f "$WORK/state/nginx-started" ] && nginx_running; then
      kill -QUIT "$(cat /run/nginx.pid)" # not `nginx -s quit`: it reads the config first and fails on a broken one
      for _ in $(seq 50); do nginx_running || break; sleep 0.1; done
    fi
  fi
  rm -rf "${CREATED_PATHS[@]}"
  [ "${LETSENCRYPT_EXISTED:-1}" = 0 ] && rm -rf /etc/letsencrypt
  if [ -n "${DEFAULT_SITE:-}" ]; then ln -sfn "$DEFAULT_SITE" /etc/nginx/sites-enabled/default; fi
  if id dds >/dev/null 2>&1; then userdel dds; fi
  if getent group dds >/dev/null; then groupdel dds; fi
  [ -n "${WORK:-}" ] && rm -rf "$WORK"
  rm -f "$STATE_FILE"
  echo "removed what the drill created; nginx sites restored (service output kept in /tmp/dds-drill-service.log)"
}

if [ $CLEAN_ONLY = 1 ]; then cleanup; exit 0; fi

# ── Preflight: never touch what the drill did not create ─────────────────────────────────────
problems=()
[ "$(ps -p 1 -o comm=)" = systemd ] && problems+=("systemd is PID 1 here: follow the README itself instead of the drill")
id dds >/dev/null 2>&1 && problems+=("user dds exists")
for p in "${CREATED_PATHS[@]}"; do [ -e "$p" ] && problems+=("$p exists"); done
[ -e "$STATE_FILE" ] && problems+=("$STATE_FILE exists (a drill left with --keep? run with --clean)")
nginx_running && problems+=("the system nginx is running")
for port in 80 443 8080; do
  ss -Hltn "sport = :$port" | grep -q . && problems+=("port $port is in use")
done
for tool in nginx git curl openssl node setpriv prlimit runuser ss; do
  command -v $tool >/dev/null || problems+=("$tool is not installed")
done
if [ ${#problems[@]} -gt 0 ]; then
  printf 'drill refused: %s\n' "${problems[@]}" >&2
  exit 2
fi
if [ -n "$(git -C "$REPO" status --porcelain)" ]; then
  echo "note: uncommitted changes in $REPO are not part of the drill (it clones the commit)" >&2
fi

WORK=$(mktemp -d /tmp/dds-drill.XXXXXX)
{
  echo "WORK=$WORK"
  echo "DEFAULT_SITE=$(readlink /etc/nginx/sites-enabled/default || true)"
  echo "LETSENCRYPT_EXISTED=$([ -e /etc/letsencrypt ] && echo 1 || echo 0)"
} >"$STATE_FILE"
[ $KEEP = 1 ] || trap cleanup EXIT
cp -r "$DRILL_DIR" "$WORK/drill" # the shims stay usable when /srv/dds is removed or replaced
mkdir -p "$WORK/state"
export DRILL_STATE=$WORK/state DRILL_ADMIN_PASSWORD=$ADMIN_PASSWORD_FOR_DRILL
export PATH="$WORK/drill/bin:$PATH"

# ── Running README blocks ─────────────────────────────────────────────────────────────────────
node "$DRILL_DIR/readme-steps.mjs" "$REPO/deploy/README.md" >"$WORK/steps.json"
block() { readme_block "$WORK/steps.json" "$1"; }

# The operator's shell between blocks: working directory and variables carry over, as in one SSH session.
echo /root >"$WORK/cwd"
printf 'export USER=root HOME=/root LANG=C.UTF-8\n' >"$WORK/session.sh"

SUBSTITUTIONS=()
substitute() { substitute_in "$WORK/block-$1.sh" "$2" && SUBSTITUTIONS+=("step $1: $3"); } # label, sed expression, why

run_block() { # label
  local label=$1 file=$WORK/block-$1.sh
  printf '\n── README step %s, as run ──\n' "$label"
  sed 's/^/  $ /' "$file"
  operator_script "$file" "$WORK/session.sh" "$WORK/cwd" >"$WORK/run-$label.sh"
  (cd "$(cat "$WORK/cwd")" && bash "$WORK/run-$label.sh") || { echo "drill: README step $label failed" >&2; exit 1; }
}

prepare_block() { block "$1" >"$WORK/block-$1.sh"; }

# `systemctl reload nginx` returns once nginx has the signal; the new workers take a moment (seconds
# on a loaded machine). A person types the next command slower than that; the drill waits until
# every worker from before the block has gone.
nginx_workers() { if nginx_running; then pgrep -P "$(cat /run/nginx.pid)" | sort; fi; }
run_block_then_wait_for_nginx() { # label
  local before
  before=$(nginx_workers)
  run_block "$1"
  for _ in $(seq 100); do
    [ -z "$(comm -12 <(echo "$before") <(nginx_workers))" ] && return 0
    sleep 0.3
  done
  echo "drill: nginx still runs workers from before the reload after 30 s" >&2
}

# ── Checks ────────────────────────────────────────────────────────────────────────────────────
CHECK_DIR=$WORK
CERT=/etc/letsencrypt/live/$DOMAIN/fullchain.pem
visitor() { curl -sS --max-time 20 --resolve "$DOMAIN:443:127.0.0.1" --resolve "$DOMAIN:80:127.0.0.1" --cacert "$CERT" "$@"; }
ADMIN_EMAIL_FOR_DRILL='' # read from /etc/dds/dds.env after step 3

wait_for_app() {
  for _ in $(seq 60); do curl -sf --max-time 2 http://127.0.0.1:8080/api/health >/dev/null && return 0; sleep 0.5; done
  echo "the app did not answer /api/health within 30 s; its output:" >&2
  tail -20 "$WORK/state/dds.service.log" >&2
  return 1
}
home_page_over_https() {
  [ "$(visitor -o "$WORK/home.html" -w '%{http_code}' "https://$DOMAIN/")" = 200 ] && grep -q '<h1' "$WORK/home.html"
}
http_redirects_to_https() {
  local got
  got=$(visitor -o /dev/null -w '%{http_code} %{redirect_url}' "http://$DOMAIN/courses?from=poster")
  echo "$got"
  [ "$got" = "301 https://$DOMAIN/courses?from=poster" ]
}
hsts_sent() { visitor -o /dev/null -D - "https://$DOMAIN/" | grep -iE '^strict-transport-security: max-age=[0-9]{7,}'; }
admin_login() { # → cookie jar in $WORK/cookies; the session cookie must be Secure, HttpOnly, SameSite=Strict
  rm -f "$WORK/cookies"
  local code
  code=$(visitor -o "$WORK/login.json" -D "$WORK/login.headers" -c "$WORK/cookies" -w '%{http_code}' \
    -H "Origin: https://$DOMAIN" -H 'Content-Type: application/json' \
    --data "{\"email\":\"$ADMIN_EMAIL_FOR_DRILL\",\"password\":\"$ADMIN_PASSWORD_FOR_DRILL\"}" "https://$DOMAIN/api/admin/login")
  echo "login answered $code: $(cat "$WORK/login.json")"
  [ "$code" = 200 ] || return 1
  grep -i '^set-cookie: dds_session=' "$WORK/login.headers" | tee /dev/stderr | grep -i 'secure' | grep -i 'httponly' | grep -qi 'samesite=strict'
}
send_inquiry() { send_inquiry_to "https://$DOMAIN/api/inquiry/inquiryform" "$1" 'Deploy drill'; } # name
inquiries_named() { visitor -b "$WORK/cookies" --get --data-urlencode "q=$1" "https://$DOMAIN/api/admin/inquiries"; }
office_logs_in_and_sees() { admin_login && listed "$1"; }
service_user_cannot_write_code() {
  ! runuser -u dds -- touch /srv/dds/drill-probe && ! runuser -u dds -- touch /srv/dds/server/dist/drill-probe &&
    runuser -u dds -- touch /var/lib/dds/drill-probe && rm /var/lib/dds/drill-probe
}
app_runs_as_dds() { [ "$(ps -o user= -p "$(cat "$WORK/state/dds.service.pid")")" = dds ]; }
app_listens_on_loopback_only() { ss -Hltn 'sport = :8080' | tee /dev/stderr | awk '{print $4}' | grep -qx '127.0.0.1:8080' && ! ss -Hltn 'sport = :8080' | awk '{print $4}' | grep -vqx '127.0.0.1:8080'; }
modes() { [ "$(stat -c '%a %U:%G' "$1")" = "$2" ] || { stat -c '%n: %a %U:%G' "$1"; return 1; }; }
backups() { find /var/lib/dds/backups -mindepth 1 -maxdepth 1 -type d -newer "$1" -exec test -f '{}/manifest.json' ';' -print 2>/dev/null | sort; }
backup_made_since() { touch -d '-1 second' "$WORK/mark"; "$@" && [ -n "$(backups "$WORK/mark")" ] && backups "$WORK/mark" | tail -1 >"$WORK/last-backup"; }

# ── The drill ─────────────────────────────────────────────────────────────────────────────────
echo "deploy drill of $(git -C "$REPO" log --oneline -1) — deploy/README.md \"## Deploy\" as written, with these substitutions:"

prepare_block 'Your domain and e-mail address'
run_block 'Your domain and e-mail address'

prepare_block 1
if node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  substitute 1 '/deb\.nodesource\.com|apt-get install -y nodejs/d' "NodeSource skipped: node $(node --version) is installed"
fi
run_block 1
# Debian's nginx package starts nginx with its default site when installed; the drill starts it the same way.
systemctl start nginx

# The repository: a bare copy holding just this commit, so `git pull` in "Upgrading" is deterministic.
git init -q --bare "$WORK/origin.git"
git -C "$REPO" push -q "$WORK/origin.git" HEAD:refs/heads/main
git -C "$WORK/origin.git" symbolic-ref HEAD refs/heads/main
prepare_block 2
substitute 2 "s|<address of this repository>|$WORK/origin.git|" "repository address: a bare copy of $REPO at $(git -C "$REPO" rev-parse --short HEAD)"
run_block 2

prepare_block 3
run_block 3
ADMIN_EMAIL_FOR_DRILL=$(sed -n 's/^ADMIN_EMAIL=//p' /etc/dds/dds.env)

prepare_block 4
run_block 4
check "the app answers on 127.0.0.1:8080" wait_for_app

prepare_block 5
run_block_then_wait_for_nginx 5

echo
echo "── checks as a visitor and the office (curl --resolve $DOMAIN:443:127.0.0.1 --cacert the certificate) ──"
check "https://$DOMAIN/ through nginx on 443 answers 200 with the home page" home_page_over_https
check "http:// answers 301 to the same https:// address" http_redirects_to_https
check "HSTS is sent over https" hsts_sent
check "admin login with ADMIN_EMAIL/ADMIN_PASSWORD from the env file; session cookie Secure, HttpOnly, SameSite=Strict" admin_login
check "an inquiry sent through the public form is acknowledged" send_inquiry 'Drill Before-Backup'
check "the office sees that inquiry in the admin list" listed 'Drill Before-Backup'
check "the app runs as dds" app_runs_as_dds
check "the app listens on 127.0.0.1:8080 only" app_listens_on_loopback_only
check "the service user cannot write /srv/dds (but can write /var/lib/dds)" service_user_cannot_write_code
check "/etc/dds/dds.env is 0640 root:dds" modes /etc/dds/dds.env '640 root:dds'
check "/var/lib/dds is 0700 dds:dds" modes /var/lib/dds '700 dds:dds'

echo
echo "── README step 5, last paragraph: delete ADMIN_EMAIL/ADMIN_PASSWORD from the env file, restart ──"
sed -i '/^ADMIN_EMAIL=/d; /^ADMIN_PASSWORD=/d' /etc/dds/dds.env
systemctl restart dds
check "the app is back after the restart" wait_for_app
check "after the restart: the admin account still logs in" admin_login
check "after the restart: the inquiry is still there" listed 'Drill Before-Backup'

prepare_block 6
run_block 6
check "dds-cli db-backup writes a backup (manifest.json) into /var/lib/dds/backups" backup_made_since sudo /srv/dds/deploy/dds-cli db-backup
cp "$WORK/last-backup" "$WORK/cli-backup"
check "the backup timer's service (what dds-backup.timer starts) writes a backup" backup_made_since systemctl start dds-backup

echo
echo "── restore from the dds-cli backup, with --force over the running site's data ──"
check "an inquiry sent after the backup is acknowledged" send_inquiry 'Drill After-Backup'
check "the office sees it in the admin list" listed 'Drill After-Backup'
prepare_block Restore
substitute Restore "s|/var/lib/dds/backups/[0-9T:.-]+Z|$(cat "$WORK/cli-backup")|" "the backup folder: the one dds-cli db-backup just made"
substitute Restore 's|(dds-cli db-restore .*)$|\1 --force|' "--force: the running site has data (the README says to add it then)"
run_block Restore
check "the app is back after the restore" wait_for_app
check "after the restore: the admin account logs in" admin_login
check "after the restore: the inquiry from before the backup is there" listed 'Drill Before-Backup'
check "after the restore: the inquiry sent after the backup is gone" gone 'Drill After-Backup'

prepare_block Upgrading
run_block Upgrading
check "the app is back after the upgrade" wait_for_app
check "after the upgrade: the site still answers over https" home_page_over_https
check "after the upgrade: the inquiry is still there" listed 'Drill Before-Backup'

prepare_block 'Two app processes (optional)'
substitute 'Two app processes (optional)' "s|redis://127\.0\.0\.1:6379'|redis://127.0.0.1:6379/9'|" \
  "REDIS_URL: database 9 of this machine's Redis (its database 0 serves other tests); the keys expire by themselves"
run_block_then_wait_for_nginx 'Two app processes (optional)'
check "the second process answers on 127.0.0.1:8081" curl -sf --retry 30 --retry-connrefused --retry-delay 1 http://127.0.0.1:8081/api/health
check "two processes: admin login through nginx" admin_login
check "two processes: an inquiry through nginx is acknowledged" send_inquiry 'Drill Two-Processes'
systemctl stop dds
check "with dds stopped, nginx serves the site from dds-2" home_page_over_https
check "with dds stopped, the office logs in and sees the inquiries" office_logs_in_and_sees 'Drill Two-Processes'
systemctl start dds
check "dds is back after the start" wait_for_app

echo
echo "══ deploy drill summary ══"
echo "substitutions (everything else ran exactly as the README has it):"
printf '  - %s\n' "${SUBSTITUTIONS[@]}" \
  "sudo: the drill is root; a shim runs the command (keeping PATH so the shims below stay in front)" \
  "apt-get: update skipped, install simulated (package names checked, nothing installed)" \
  "nano: sets ADMIN_PASSWORD, as the text around it asks" \
  "certbot: a self-signed certificate written to /etc/letsencrypt/live/$DOMAIN/, then the deploy hook" \
  "systemctl/systemd-run: deploy/drill/unit-runner.mjs runs the installed unit's ExecStart with its User, Group," \
  "    WorkingDirectory, Environment, EnvironmentFile, UMask, NoNewPrivileges, LimitNOFILE, StateDirectory," \
  "    KillSignal; the sandboxing lines (Protect*, Private*, Restrict*, CapabilityBoundingSet, …) and Restart=" \
  "    need systemd and are not exercised (systemd-analyze verify in server/src/deploy checks their syntax)" \
  "nginx: started as Debian's package would start it after step 1; reloads via nginx -s reload"
drill_verdict "deploy drill"
}

main "$@"

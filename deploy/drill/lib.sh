# What the three drills (run.sh, systemd-drill.sh, container-drill.sh) share: their arguments, the
# README's blocks run in one operator's shell, and the PASS/FAIL checks with their summary.
# Sourced (not run) at the top of each drill, before its main(): bash has read all of it by then.
# shellcheck shell=bash

DRILL_FLAG=--i-will-let-the-drill-change-this-machine

# drill_args "ALLOWED ARGUMENTS" "$@" → GO (the flag above was given), KEEP (--keep), CLEAN_ONLY (--clean).
drill_args() {
  local allowed=" $1 " arg
  shift
  GO=0 KEEP=0 CLEAN_ONLY=0
  for arg in "$@"; do
    case "$allowed" in *" $arg "*) ;; *) echo "unknown argument: $arg" >&2; exit 2 ;; esac
    case $arg in
      "$DRILL_FLAG") GO=1 ;;
      --keep) KEEP=1 ;;
      --clean) CLEAN_ONLY=1 ;;
    esac
  done
}

# drill_require_flag "what the drill does to this machine" — refuses to go on without $DRILL_FLAG.
drill_require_flag() {
  [ "$GO" = 1 ] && return 0
  echo "$1" >&2
  echo "Run it only on a machine meant for it: $0 $DRILL_FLAG" >&2
  exit 2
}

# A password nobody types twice: the first admin's (and the container drill's PostgreSQL's).
drill_secret() { echo "$1-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"; }

# ── README blocks ────────────────────────────────────────────────────────────────────────────
# readme_block STEPS_JSON LABEL → the code of the ```sh block under the bold heading LABEL.
readme_block() {
  node -e 'const s=require(process.argv[1]).find((s)=>s.label===process.argv[2]); if(!s){console.error(`README Deploy section: no sh block under **${process.argv[2]}**`);process.exit(1)} process.stdout.write(s.code)' "$1" "$2"
}

# substitute_in FILE SED_EXPRESSION → fails when the expression no longer changes anything (the
# README drifted from what the drill substitutes), so a substitution never goes silently stale.
substitute_in() {
  local before
  before=$(cat "$1")
  sed -i -E "$2" "$1"
  if [ "$before" = "$(cat "$1")" ]; then echo "drill: substitution no longer matches the README: $2" >&2; exit 1; fi
}

# operator_script BLOCK_FILE SESSION_FILE CWD_FILE → a script running the block in the operator's
# shell: the variables of the blocks before it (SESSION_FILE) and its working directory (CWD_FILE)
# carry over to the next, as in one SSH session. Paths are as the shell that runs it sees them.
operator_script() {
  echo 'set -euo pipefail'
  echo ". '$2'"
  echo 'set -a'
  cat "$1"
  # set -e spares the first commands of `a && b`: the block's last status counts as well
  # (`sudo nginx -t && sudo systemctl reload nginx` must not fail unnoticed).
  echo 'drill_status=$?'
  echo 'set +a'
  echo "pwd >'$3'"
  echo "export -p | grep -Ev '^declare -[a-zA-Z]*r|^declare -x (BASHOPTS|SHELLOPTS|PWD|OLDPWD|SHLVL|_|drill_status)=' >'$2'"
  echo 'exit $drill_status'
}

# ── Checks ───────────────────────────────────────────────────────────────────────────────────
RESULTS=()
FAILED=0
# check DESCRIPTION COMMAND… — runs the command, its output into $CHECK_DIR/check.out (CHECK_DIR:
# the drill's scratch folder, set by the drill);
# a FAIL shows that output. Lines starting "exposure:" or "note:" are shown on a PASS too.
check() {
  local what=$1
  shift
  if "$@" >"$CHECK_DIR/check.out" 2>&1; then
    RESULTS+=("PASS  $what")
    echo "  PASS  $what"
  else
    RESULTS+=("FAIL  $what")
    echo "  FAIL  $what"
    sed 's/^/        /' "$CHECK_DIR/check.out" | head -25
    FAILED=1
  fi
  sed 's/^/        /' "$CHECK_DIR/check.out" | grep -E '^ *(exposure|note):' || true
}

# drill_verdict NAME → the list of checks and one line, "NAME: PASS (N checks)" or "NAME: FAIL (…)";
# returns non-zero when a check failed (or a step outside the checks set FAILED).
drill_verdict() {
  local failures
  failures=$(printf '%s\n' "${RESULTS[@]}" | grep -c '^FAIL' || true)
  echo "checks:"
  printf '  %s\n' "${RESULTS[@]}"
  if [ "$FAILED" = 0 ]; then
    echo "$1: PASS (${#RESULTS[@]} checks)"
  else
    echo "$1: FAIL ($failures of ${#RESULTS[@]} checks failed)"
  fi
  [ "$FAILED" = 0 ]
}

# ── As a visitor and as the office ───────────────────────────────────────────────────────────
# The drill defines `visitor` (its curl, with the headers nginx would add, or through nginx) and
# `inquiries_named NAME` (the admin API's search, with the drill's session cookie).
inquiry_json() { # name, message
  echo "{\"name\":\"$1\",\"email\":\"drill@example.in\",\"phone\":\"9876543210\",\"course\":\"spoken\",\"message\":\"$2\"}"
}
send_inquiry_to() { # url, name, message: the public form's POST, acknowledged with 200
  local code
  code=$(visitor -o "$CHECK_DIR/inquiry.json" -w '%{http_code}' -H "Origin: https://$DOMAIN" -H 'Content-Type: application/json' \
    --data "$(inquiry_json "$2" "$3")" "$1")
  echo "inquiry answered $code: $(cat "$CHECK_DIR/inquiry.json")"
  [ "$code" = 200 ]
}
# listed NAME [ARG…]: the admin list has the inquiry NAME (ARGs go on to inquiries_named: the
# container drill passes the session cookie from before `down`); a drill's `gone` needs this first.
listed() {
  local out
  out=$(inquiries_named "$@")
  echo "$out"
  grep -q "\"name\":\"$1\"" <<<"$out" && touch "$CHECK_DIR/listed-${1//[^A-Za-z0-9-]/_}"
}
# gone NAME: the admin list has no inquiry NAME, one that `listed` found earlier. An inquiry that
# was never stored is missing anyway: the restore check passed so once, when its POST had failed.
gone() {
  local out
  [ -e "$CHECK_DIR/listed-${1//[^A-Za-z0-9-]/_}" ] || { echo "'$1' was never seen in the admin list: its absence proves nothing"; return 1; }
  out=$(inquiries_named "$1")
  echo "$out"
  [ "$out" = '[]' ]
}

#!/usr/bin/env bash
# The deployment leg of CI (docs/operating.md): the kit of this commit (the systemd unit,
# .env.example, the nginx site over HTTPS) deploys the PREVIOUS commit as an operator
# would on a server, then upgrades it to this one with the runbook's steps.
#
# In a folder standing in for the server's / (every path of the unit is taken under it):
# the previous commit is built in a folder of its own (git archive), its build and production dependencies
# only (npm ci --omit=dev) are installed as a release owned by root, a fresh system user
# runs the unit's ExecStart with the unit's environment (systemd is not PID 1 here: the
# unit is read by scripts/deploy-unit.js, and checked by systemd-analyze verify), with only
# the state folder writable to it, behind nginx with TLS (a self-signed certificate made
# here). Then /readyz and a walk through nginx over HTTPS (scripts/deploy-smoke.js) with an
# enquiry sent; then the upgrade: npm run backup, stop, the new release in place, start
# (the server migrates), nginx reloaded, /readyz, and the enquiry still there.
#
# Needs root (useradd, setpriv) and nginx with its brotli modules (scripts/nginx-check.sh
# installs them; it runs first). Ports: DEPLOY_HTTP_PORT, DEPLOY_HTTPS_PORT and
# DEPLOY_APP_PORT, free ones by default. Everything it starts is its own child, stopped on
# the way out, with the user and the folder removed.
set -euo pipefail
cd "$(dirname "$0")/.."
clone=$PWD

leg_started=$SECONDS
step_started=$SECONDS
timings=()
# Ends the step before, printing its time: `step <name of the next step>`.
step() {
  if [ -n "${step_name:-}" ]; then timings+=("$(printf '%4ss  %s' $((SECONDS - step_started)) "$step_name")"); fi
  step_name=$1
  step_started=$SECONDS
  echo "deploy-check: -- $1"
}
fail() {
  echo "deploy-check: FAILED: $*" >&2
  exit 1
}

NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ "$(id -u)" = 0 ] || fail 'runs as root: it makes a system user and starts the server as that user'
[ -x "$NGINX" ] || fail "no nginx at $NGINX (scripts/nginx-check.sh installs Debian's)"
command -v systemd-analyze >/dev/null || fail 'systemd-analyze is missing (Debian: systemd)'
free_port() {
  node --input-type=module -e "import { freePort } from './support/child-server.js'; console.log(await freePort())"
}
http_port=${DEPLOY_HTTP_PORT:-$(free_port)}
https_port=${DEPLOY_HTTPS_PORT:-$(free_port)}
app_port=${DEPLOY_APP_PORT:-$(free_port)}

unit_file=deploy/systemd/clydeside-shopfitters.service
name=clydeside-shopfitters
work=$(mktemp -d "${TMPDIR:-/tmp}/deploy-check.XXXXXX")
chmod 755 "$work"
root=$work/root # the server's /
srv=$root/srv/$name
state=$root/var/lib/$name
# A second disk standing in for the place backups are copied to (BACKUP_COPY_TO); on a
# server the unit's drop-in adds it to ReadWritePaths (docs/operating.md).
offsite=$root/mnt/offsite
settings=$root/etc/$name/env
user=csf-ci-$$
app_pid=''
nginx_pid=''
cleanup() {
  local status=$?
  # Every step of the clean-up runs, whatever one of them answers (a process that ends
  # between the check and the kill): errexit is off from here, and the leg's own status
  # is kept.
  set +e
  if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -QUIT "$nginx_pid"
    wait "$nginx_pid" || true
  fi
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    kill -TERM "$app_pid"
    wait "$app_pid" || true
  fi
  if [ "$status" != 0 ]; then
    for log in "$work/app.log" "$work/nginx/error.log"; do
      if [ -s "$log" ]; then
        echo "deploy-check: the end of $log:" >&2
        tail -n 20 "$log" >&2
      fi
    done
  fi
  userdel "$user" 2>/dev/null
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

step 'the unit (systemd-analyze verify)'
# Read as systemd would on the server, with its Node where the folder puts it: any word
# from systemd (an unknown key, a missing command) fails the leg, not only its errors.
mkdir -p "$root/usr/bin"
cp "$(command -v node)" "$root/usr/bin/node"
chmod 755 "$root/usr/bin/node"
mkdir -p "$work/unit"
sed -E "s#^ExecStart=/#ExecStart=$root/#" "$unit_file" >"$work/unit/$name.service"
verify=$(systemd-analyze verify "$work/unit/$name.service" 2>&1) || fail "systemd-analyze verify: $verify"
[ -z "$verify" ] || fail "systemd-analyze verify: $verify"

step 'a fresh system user, its settings from .env.example, the unit read as systemd would'
useradd --system --user-group --no-create-home --home-dir / --shell /usr/sbin/nologin "$user"
mkdir -p "$(dirname "$settings")"
# .env.example as the operator copies it: the paths and the origin set, nothing else.
node --input-type=module -e "
  import { readFileSync, writeFileSync } from 'node:fs';
  const set = {
    PORT: '$app_port',
    DATA_DIR: '$state/data',
    BACKUP_DIR: '$state/backups',
    BACKUP_COPY_TO: '$offsite',
    PUBLIC_ORIGIN: 'https://localhost:$https_port',
  };
  let text = readFileSync('.env.example', 'utf8');
  for (const [name, value] of Object.entries(set)) {
    const line = new RegExp('^' + name + '=.*$', 'm');
    if (!line.test(text)) throw new Error('.env.example does not name ' + name);
    text = text.replace(line, name + '=' + value);
  }
  writeFileSync('$settings', text);
" || fail '.env.example cannot be made into the settings file (above)'
chown "root:$user" "$settings"
chmod 640 "$settings"
# As StateDirectory= makes them: owned by the user, 0750.
# The unit as CI reads it (scripts/deploy-unit.js): it refuses one it cannot start faithfully.
for what in writable command environment; do
  node scripts/deploy-unit.js "$what" "$unit_file" "$root" "$user" >"$work/unit/$what" ||
    fail "$unit_file cannot be started as written (above)"
done
mapfile -t writable <"$work/unit/writable"
writable+=("$offsite")
for folder in "${writable[@]}"; do
  install -d -o "$user" -g "$user" -m 750 "$folder"
done
mapfile -t start_command <"$work/unit/command"
mapfile -t service_environment <"$work/unit/environment"
as_user() { setpriv --reuid="$user" --regid="$user" --init-groups -- "$@"; }
# The same user and environment, for the runbook's commands run by hand (npm run backup).
as_service() {
  local at=$1
  shift
  as_user env -i -C "$at" "${service_environment[@]}" "PATH=$root/usr/bin:$(dirname "$(command -v npm)"):/usr/bin:/bin" "$@"
}

step 'the previous commit, built in a folder of its own'
previous=$(git rev-parse --verify --quiet 'HEAD~1^{commit}') ||
  fail 'needs the previous commit: a clone with its history (git clone --depth 2 or more)'
current=$(git rev-parse HEAD)
# Its files as committed (git archive: the clone's worktrees and index are left alone).
mkdir "$work/previous"
git archive "$previous" | tar -x -C "$work/previous"
if git diff --quiet "$previous" "$current" -- package-lock.json; then
  # The same dependencies: this clone's, found by Node from that folder through the link.
  ln -s "$clone/node_modules" "$work/previous/node_modules"
else
  (cd "$work/previous" && npm ci --no-audit --no-fund)
fi
(cd "$work/previous" && npm run build >"$work/previous-build.log" 2>&1) ||
  { tail -n 30 "$work/previous-build.log"; fail "the build of $previous"; }

step 'this commit, built (if not yet)'
node --input-type=module -e "import { ensureFreshBuild } from './scripts/fresh-build.js'; ensureFreshBuild();"

# A release: the build, the scripts npm run backup/restore/staff use and the production
# dependencies only, in a folder of its own, owned by root and read-only to the service.
release() {
  local from=$1 to=$srv/releases/$2
  mkdir -p "$to"
  cp -a "$from/build" "$from/scripts" "$from/package.json" "$from/package-lock.json" "$to/"
  if [ -f "$from/.npmrc" ]; then cp -a "$from/.npmrc" "$to/"; fi
  (cd "$to" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
  chown -R root:root "$to"
  chmod -R u+rwX,go+rX,go-w "$to"
}
# The runbook's switch: the `current` link replaced in one rename.
switch_to() {
  ln -sfn "releases/$1" "$srv/current.new"
  mv -T "$srv/current.new" "$srv/current"
}

step 'the previous release installed (production dependencies only)'
release "$work/previous" "$previous"
switch_to "$previous"

step 'read-only: the user cannot write into the release, only into the state folder'
if as_user touch "$srv/releases/$previous/build/written-by-the-service" 2>/dev/null ||
  as_user touch "$srv/current/written-by-the-service" 2>/dev/null; then
  fail 'the service user can write into the release folder'
fi
as_user touch "$state/written-by-the-service" || fail 'the service user cannot write its state folder'
rm "$state/written-by-the-service"

step 'nginx with TLS (a self-signed certificate for localhost)'
live=$root/etc/letsencrypt/live/localhost
acme=$root/var/www/letsencrypt
mkdir -p "$live" "$acme/.well-known/acme-challenge" "$work/nginx"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 -subj /CN=localhost \
  -addext subjectAltName=DNS:localhost,IP:127.0.0.1 \
  -keyout "$live/privkey.pem" -out "$live/fullchain.pem" 2>/dev/null
echo deploy-check >"$acme/.well-known/acme-challenge/deploy-check"
node scripts/nginx-config.js tls --host localhost --app "$srv/current" \
  --upstream "127.0.0.1:$app_port" --http-listen "127.0.0.1:$http_port" \
  --https-listen "127.0.0.1:$https_port" --certificate "$live/fullchain.pem" \
  --certificate-key "$live/privkey.pem" --acme-root "$acme" >"$work/nginx/site.conf"
cat >"$work/nginx/nginx.conf" <<EOF
# The http block the site file goes into, as Debian's /etc/nginx/nginx.conf gives it.
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $work/nginx/client-body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  include $work/nginx/site.conf;
}
EOF
nginx_args=(-c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" -g "daemon off; user $(id -un);")
"$NGINX" -t -q "${nginx_args[@]}" || fail 'nginx -t refuses the site over TLS'
"$NGINX" "${nginx_args[@]}" &
nginx_pid=$!

https=https://localhost:$https_port
export NODE_EXTRA_CA_CERTS=$live/fullchain.pem
# Waits until <url> answers <status>, or fails once process <pid> has gone.
wait_for() {
  local url=$1 status=$2 pid=$3 what=$4
  for _ in $(seq 600); do
    if node -e "fetch('$url').then((r) => process.exit(r.status === $status ? 0 : 1), () => process.exit(1))"; then return; fi
    kill -0 "$pid" 2>/dev/null || fail "$what stopped"
    sleep 0.1
  done
  fail "$url did not answer $status"
}

step 'the previous release started as the unit starts it'
"${start_command[@]}" >"$work/app.log" 2>&1 &
app_pid=$!
wait_for "$https/readyz" 200 "$app_pid" 'the server (the unit'\''s ExecStart)'
[ "$(stat -c %u "/proc/$app_pid")" = "$(id -u "$user")" ] || fail "the server does not run as $user"
[ -f "$state/data/storefront.db" ] || fail "the store is not in the state folder ($state/data)"
echo "deploy-check: $previous serves $https through nginx as $user"

step 'the smoke walk through nginx over HTTPS, an enquiry sent'
node scripts/deploy-smoke.js walk "$https" "http://localhost:$http_port" "$srv/current" "$work/enquiry.json"

step 'upgrade: npm run backup'
as_service "$srv/current" npm run backup --silent
ls "$state/backups"/* >/dev/null || fail 'npm run backup wrote nothing into BACKUP_DIR'
ls "$offsite"/storefront-* >/dev/null || fail 'npm run backup copied nothing to BACKUP_COPY_TO'
[ -f "$state/backups/last-good-copy.json" ] || fail 'the good copy was not written down'

step 'upgrade: stop'
kill -TERM "$app_pid"
wait "$app_pid" || fail 'the server did not stop cleanly on SIGTERM'
app_pid=''

step 'upgrade: the new release installed and switched to'
release "$clone" "$current"
switch_to "$current"

step 'upgrade: start (the server migrates), nginx reloaded, /readyz'
"${start_command[@]}" >>"$work/app.log" 2>&1 &
app_pid=$!
"$NGINX" -t -q "${nginx_args[@]}" || fail 'nginx -t refuses the site after the switch'
kill -HUP "$nginx_pid"
wait_for "$https/readyz" 200 "$app_pid" 'the upgraded server'
# The reload takes a moment: until the home page carries the new release's policy.
for _ in $(seq 100); do
  if node scripts/deploy-smoke.js check "$https" "$srv/current" "$work/enquiry.json" >"$work/check.log" 2>&1; then break; fi
  sleep 0.1
done
cat "$work/check.log"
grep -q 'is still there' "$work/check.log" || fail 'after the upgrade: see above'

step 'done'
echo "deploy-check: timings ($previous -> $current):"
printf '  %s\n' "${timings[@]}"
echo "deploy-check: passed in $((SECONDS - leg_started))s"

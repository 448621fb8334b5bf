#!/usr/bin/env bash
# The nginx leg of CI: serves the build with the generated configuration
# (build/deploy/nginx, from scripts/nginx-config.js) on a loopback port, then runs against
# it (with the Node server behind it for enquiries) the Node/nginx parity check (tests/server/nginx-parity.test.ts) and the @smoke
# journeys and header checks (playwright.nginx.config.ts). Installs Debian's nginx and its
# brotli modules when they are missing. nginx runs as this script's child, with its pid,
# logs and temporary files in a temporary directory, and is stopped on the way out.
set -euo pipefail
cd "$(dirname "$0")/.."

NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
if [ ! -x "$NGINX" ] || ! compgen -G '/etc/nginx/modules-enabled/*brotli*' >/dev/null; then
  echo "nginx-check: installing Debian's nginx with the brotli modules"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter
  NGINX=$(command -v nginx || echo /usr/sbin/nginx)
fi
"$NGINX" -v

# Built now if missing or older than the sources, as npm start would: so the Node server
# started below does not rebuild under nginx's feet.
node --input-type=module -e "import { ensureFreshBuild } from './scripts/fresh-build.js'; ensureFreshBuild();"
if [ ! -f build/deploy/nginx/storefront.conf ]; then
  npm run build
fi

run_dir=$(mktemp -d "${TMPDIR:-/tmp}/storefront-nginx.XXXXXX")
port=${NGINX_PORT:-$(node --input-type=module -e \
  "import { freePort } from './support/child-server.js'; console.log(await freePort())")}
node_port=$(node --input-type=module -e \
  "import { freePort } from './support/child-server.js'; console.log(await freePort())")
nginx_pid=''
node_pid=''
stop() {
  if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -QUIT "$nginx_pid" # graceful: finishes the requests in flight
    wait "$nginx_pid" || true
  fi
  if [ -n "$node_pid" ] && kill -0 "$node_pid" 2>/dev/null; then
    kill -TERM "$node_pid"
    wait "$node_pid" || true
  fi
  rm -rf "$run_dir"
}
trap stop EXIT

# The Node server behind nginx for what visitors send (enquiries), with a store of its own.
# nginx forwards every journey from this machine: one address, counted like any visitor.
PORT=$node_port HOST=127.0.0.1 DATA_DIR="$run_dir/data" ENQUIRY_RATE_LIMIT=100000 node scripts/start.js &
node_pid=$!
node scripts/nginx-config.js "127.0.0.1:$port" "$run_dir" "127.0.0.1:$node_port" >"$run_dir/nginx.conf"
# As root, the workers run as the same user, so they can read a checkout anywhere.
nginx_args=(-c "$run_dir/nginx.conf" -e "$run_dir/error.log" -g "daemon off; user $(id -un);")
"$NGINX" -t -q "${nginx_args[@]}"
"$NGINX" "${nginx_args[@]}" &
nginx_pid=$!

# Waits until <url> answers, or fails with <message> once process <pid> has gone.
wait_for() {
  local url=$1 pid=$2 message=$3
  for _ in $(seq 300); do
    if node -e "fetch('$url').then(() => process.exit(0), () => process.exit(1))"; then return; fi
    kill -0 "$pid" 2>/dev/null || { echo "nginx-check: $message"; cat "$run_dir/error.log" 2>/dev/null; exit 1; }
    sleep 0.1
  done
  echo "nginx-check: $url did not answer"; exit 1
}

export NGINX_URL="http://127.0.0.1:$port"
# The Node server's store: the parity check adds a staff account there and signs in through nginx.
export NGINX_DATA_DIR="$run_dir/data"
wait_for "$NGINX_URL" "$nginx_pid" 'nginx did not start'
echo "nginx-check: nginx serves the build on $NGINX_URL"
wait_for "http://127.0.0.1:$node_port/" "$node_pid" 'the Node server did not start'
echo "nginx-check: the Node server takes enquiries on 127.0.0.1:$node_port"

npx vitest run --project server tests/server/nginx-parity.test.ts
npx playwright test -c playwright.nginx.config.ts
if [ "${OBSERVATORY_REPORT:-0}" = 1 ]; then node scripts/bench/observatory-report.js; fi
echo "nginx-check: passed"

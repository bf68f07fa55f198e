#!/usr/bin/env bash
# Real Ghost 5.x peer for the publishing-integration tests (SQLite, Node 20, npm registry only).
# Usage: ghost-peer.sh install|start|bootstrap|stop
#   install    npm pack ghost + yarn 1 production install (sqlite3 built from source); skipped when already done
#   start      fresh content dir + DB, boot Ghost on 127.0.0.1:$GHOST_PORT (a saved, already set-up DB is
#              restored when one exists, so bootstrap has nothing left to do)
#   bootstrap  owner setup -> integration -> Admin/Content API keys in $GHOST_DIR/ghost-keys.env
#   stop       stop Ghost (by pid)
# Env: PEERS_DIR (default ~/.cache/longform-peers), GHOST_DIR, GHOST_PORT (3240), GHOST_NODE (Node 18/20/22 binary).
set -euo pipefail
GHOST_VERSION=${GHOST_VERSION:-5.130.6}          # newest Ghost whose engines admit Node 20 (6.x needs Node ^22.23.1)
PEERS_DIR=${PEERS_DIR:-$HOME/.cache/longform-peers}; PEERS_DIR=$(mkdir -p "$PEERS_DIR" && cd "$PEERS_DIR" && pwd -P)
GHOST_DIR=${GHOST_DIR:-$PEERS_DIR/ghost}; GHOST_DIR=$(mkdir -p "$GHOST_DIR" && cd "$GHOST_DIR" && pwd -P)
GHOST_PORT=${GHOST_PORT:-3240}
GHOST_URL="http://127.0.0.1:${GHOST_PORT}"
CURRENT="$GHOST_DIR/current"
SEED="$GHOST_DIR/seed"                            # DB + keys saved after the first bootstrap
DB="$GHOST_DIR/content/data/ghost-test.db"
OWNER_EMAIL=owner@example.test OWNER_PASSWORD='Sup3r-Secret-Pass!'

# Ghost 5.130.6 runs on Node ^18.12.1 || ^20.11.1 || ^22.13.1, not on the project's Node 24 (first on PATH in CI):
# use the machine's Node 20, or else install node@20 from the npm registry once.
node_ok() { [ -x "$1" ] && "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit((a===18&&b>=12)||(a===20&&b>=11)||(a===22&&b>=13)?0:1)' 2>/dev/null; }
NODE=${GHOST_NODE:-/usr/bin/node}
if node_ok "$NODE"; then
  NODEDIR=/usr                                    # Debian's nodejs-dev headers (/usr/include/node): node-gyp stays offline
else
  NODE="$PEERS_DIR/node20/node_modules/.bin/node"
  if ! node_ok "$NODE"; then
    mkdir -p "$PEERS_DIR/node20" && npm install --prefix "$PEERS_DIR/node20" --no-audit --no-fund --silent node@20 >/dev/null
  fi
  NODEDIR=$(ls -d "$PEERS_DIR"/node20/node_modules/node/node_modules/node-linux-*/ | head -n 1); NODEDIR=${NODEDIR%/}
fi
# Everything below (npx, yarn, node-gyp) runs on that Node and builds against its headers.
export PATH="$(dirname "$(readlink -f "$NODE")"):$PATH"
export npm_config_nodedir="$NODEDIR"

# The recorded pid, while it is still our Ghost (running in $CURRENT: not a recycled pid after a reboot or a kill -9).
ghost_pid() {
  local pid; pid=$(cat "$GHOST_DIR/ghost.pid" 2>/dev/null) || return 1
  [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$CURRENT" ] && echo "$pid"
}

stop_ghost() {
  local pid; pid=$(ghost_pid) || { rm -f "$GHOST_DIR/ghost.pid"; return 0; }
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$GHOST_DIR/ghost.pid"; echo "Ghost stopped (pid $pid)"
}

case "${1:-}" in
install)
  if [ -f "$CURRENT/.installed-$GHOST_VERSION" ]; then echo "Ghost $GHOST_VERSION already installed in $CURRENT"; exit 0; fi
  mkdir -p "$GHOST_DIR" && cd "$GHOST_DIR"
  [ -f "ghost-${GHOST_VERSION}.tgz" ] || npm pack --loglevel=error "ghost@${GHOST_VERSION}" >/dev/null
  rm -rf current.tmp && mkdir current.tmp && tar xzf "ghost-${GHOST_VERSION}.tgz" -C current.tmp --strip-components=1
  cd current.tmp
  # Ghost's devDependencies include a GitHub tarball (mock-knex) that yarn 1 fetches even with --production,
  # and GitHub is unreachable: drop them so only the npm registry is needed.
  node -e 'const fs=require("fs");const p=JSON.parse(fs.readFileSync("package.json"));delete p.devDependencies;fs.writeFileSync("package.json",JSON.stringify(p,null,2))'
  # sqlite3's prebuilt download (GitHub) fails -> node-gyp builds it from source (python3, make, g++).
  npx --yes yarn@1.22.22 install --production --non-interactive --no-progress --network-timeout 600000
  node -e 'require("sqlite3")'
  touch ".installed-$GHOST_VERSION"
  cd .. && rm -rf current seed && mv current.tmp current   # a half-done install is never taken for a finished one
  echo "Ghost $GHOST_VERSION installed in $CURRENT (node $(node --version))"
  ;;
start)
  [ -f "$CURRENT/.installed-$GHOST_VERSION" ] || { echo "Ghost is not installed: run $0 install"; exit 1; }
  stop_ghost
  cd "$GHOST_DIR"
  rm -rf content && cp -r current/content content
  [ -f "$SEED/ghost-test.db" ] && cp "$SEED/ghost-test.db" "$DB"
  cat > current/config.development.json <<JSON
{
  "url": "${GHOST_URL}",
  "server": { "host": "127.0.0.1", "port": ${GHOST_PORT} },
  "database": { "client": "sqlite3", "connection": { "filename": "${DB}" }, "useNullAsDefault": true },
  "mail": { "transport": "stub" },
  "logging": { "level": "warn", "transports": ["stdout"] },
  "paths": { "contentPath": "${GHOST_DIR}/content" },
  "privacy": { "useUpdateCheck": false, "useGravatar": false, "useRpcPing": false, "useStructuredData": false },
  "security": { "staffDeviceVerification": false }
}
JSON
  cd current   # Ghost reads config.<NODE_ENV>.json from its working directory
  NODE_ENV=development setsid "$NODE" index.js > "$GHOST_DIR/ghost.log" 2>&1 < /dev/null &
  echo $! > "$GHOST_DIR/ghost.pid"
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$GHOST_URL/ghost/api/admin/site/")" = 200 ] && { echo "Ghost up at $GHOST_URL (pid $(cat "$GHOST_DIR/ghost.pid"))"; exit 0; }
    ghost_pid >/dev/null || break
    sleep 0.5
  done
  echo "Ghost failed to start"; tail -50 "$GHOST_DIR/ghost.log"; stop_ghost; exit 1
  ;;
bootstrap)
  cd "$GHOST_DIR"; A="$GHOST_URL/ghost/api/admin"; O="Origin: $GHOST_URL"; J='Content-Type: application/json'
  if curl -sf "$A/authentication/setup/" | grep -q '"status":true'; then
    # Restored from the seed: already set up, keys saved with it.
    [ -f "$SEED/ghost-keys.env" ] || { echo "Ghost is set up but no keys were saved: delete $SEED and restart"; exit 1; }
    cp "$SEED/ghost-keys.env" ghost-keys.env; cat ghost-keys.env; exit 0
  fi
  curl -sf -X POST "$A/authentication/setup/" -H "$J" -H "$O" \
    -d "{\"setup\":[{\"name\":\"Test Owner\",\"email\":\"$OWNER_EMAIL\",\"password\":\"$OWNER_PASSWORD\",\"blogTitle\":\"Ghost Peer\"}]}" >/dev/null
  # Session (cookie) auth needs the Origin header (CSRF check).
  curl -sf -X POST "$A/session/" -H "$J" -H "$O" -c cookies.txt \
    -d "{\"username\":\"$OWNER_EMAIL\",\"password\":\"$OWNER_PASSWORD\"}" >/dev/null
  curl -sf -X POST "$A/integrations/?include=api_keys" -H "$J" -H "$O" -b cookies.txt \
    -d '{"integrations":[{"name":"Integration tests"}]}' \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const k=JSON.parse(s).integrations[0].api_keys;
      const a=k.find(x=>x.type==="admin"), c=k.find(x=>x.type==="content");   // admin "secret" = full key "id:hexsecret"
      console.log("GHOST_ADMIN_API_KEY="+a.secret); console.log("GHOST_CONTENT_API_KEY="+c.secret);})' > ghost-keys.env
  rm -f cookies.txt
  # Save a consistent copy of the set-up DB (VACUUM INTO is safe on a live DB): later starts restore it.
  rm -rf seed.tmp && mkdir seed.tmp
  (cd current && node -e '
    const sqlite3 = require("sqlite3"); const db = new sqlite3.Database(process.argv[1]);
    db.run("VACUUM INTO ?", [process.argv[2]], (e) => { if (e) { console.error(e); process.exit(1); } db.close(); });' \
    "$DB" "$GHOST_DIR/seed.tmp/ghost-test.db")
  cp ghost-keys.env seed.tmp/ && rm -rf seed && mv seed.tmp seed
  cat ghost-keys.env
  ;;
stop)
  stop_ghost
  ;;
*) echo "usage: $0 install|start|bootstrap|stop"; exit 2;;
esac

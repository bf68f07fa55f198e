#!/usr/bin/env bash
# Real Ghost + WordPress peers for the publishing-integration tests (`npm run test:peers`).
# Usage: peers.sh up|down
#   up    install what is missing, start both peers (fresh data), bootstrap, write $PEERS_DIR/peers.env
#   down  stop both peers, remove peers.env
# Env: PEERS_DIR (default ~/.cache/longform-peers); ports: Ghost 3240, WordPress 3241, its MariaDB 3242.
set -euo pipefail
export PEERS_DIR=${PEERS_DIR:-$HOME/.cache/longform-peers}
HERE=$(cd "$(dirname "$0")" && pwd)
ENV_FILE="$PEERS_DIR/peers.env"
keyval() { sed -n "s/^$1=//p" "$2" | tail -n 1; }
now() { date +%s; }

case "${1:-}" in
up)
  mkdir -p "$PEERS_DIR"; rm -f "$ENV_FILE"
  t0=$(now)
  bash "$HERE/wordpress-peer.sh" install
  bash "$HERE/wordpress-peer.sh" start
  t1=$(now)
  bash "$HERE/ghost-peer.sh" install
  t2=$(now)
  bash "$HERE/ghost-peer.sh" start
  bash "$HERE/ghost-peer.sh" bootstrap >/dev/null
  t3=$(now)
  G="${GHOST_DIR:-$PEERS_DIR/ghost}/ghost-keys.env"; W="${WP_DIR:-$PEERS_DIR/wordpress}/wp-keys.env"
  {
    echo "# written by scripts/peers/peers.sh up on $(date -u +%FT%TZ); removed by peers.sh down"
    echo "GHOST_PEER_URL=http://127.0.0.1:${GHOST_PORT:-3240}"
    echo "GHOST_PEER_ADMIN_KEY=$(keyval GHOST_ADMIN_API_KEY "$G")"
    echo "GHOST_PEER_CONTENT_KEY=$(keyval GHOST_CONTENT_API_KEY "$G")"
    echo "WP_PEER_URL=$(keyval WP_URL "$W")"
    echo "WP_PEER_USER=$(keyval WP_USER "$W")"
    echo "WP_PEER_APP_PASSWORD=$(keyval WP_APP_PASSWORD "$W")"
  } > "$ENV_FILE.tmp"
  mv "$ENV_FILE.tmp" "$ENV_FILE"
  echo "peers up: wordpress $((t1 - t0)) s, ghost install $((t2 - t1)) s, ghost start+bootstrap $((t3 - t2)) s"
  echo "wrote $ENV_FILE"
  ;;
down)
  rm -f "$ENV_FILE"
  rc=0
  bash "$HERE/ghost-peer.sh" stop || rc=1
  bash "$HERE/wordpress-peer.sh" stop || rc=1
  exit $rc
  ;;
*) echo "usage: $0 up|down"; exit 2;;
esac

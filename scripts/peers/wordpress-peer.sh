#!/usr/bin/env bash
# Real WordPress peer from Debian packages: WordPress 6.1.x (bookworm) under `php -S` + a private MariaDB, on 127.0.0.1.
# Usage: wordpress-peer.sh install|start|stop
#   install  apt-get install the Debian packages when one is missing (root; skipped when all are there)
#   start    fresh MariaDB datadir + WordPress copy, headless install, Application Password written to $WP_DIR/wp-keys.env
#   stop     php -S process group + mariadb-admin shutdown
# Env: PEERS_DIR (default ~/.cache/longform-peers), WP_DIR, WP_PORT (3241), WP_DB_PORT (3242).
set -euo pipefail
PEERS_DIR=${PEERS_DIR:-$HOME/.cache/longform-peers}; PEERS_DIR=$(mkdir -p "$PEERS_DIR" && cd "$PEERS_DIR" && pwd -P)
WP_DIR=${WP_DIR:-$PEERS_DIR/wordpress}; WP_DIR=$(mkdir -p "$WP_DIR" && cd "$WP_DIR" && pwd -P)
WP_PORT=${WP_PORT:-3241}; DB_PORT=${WP_DB_PORT:-3242}
SOCK="$WP_DIR/mysqld.sock"; URL="http://127.0.0.1:${WP_PORT}"
PACKAGES="wordpress wordpress-theme-twentytwentythree php-cli php-mysql php-curl php-xml php-mbstring mariadb-server"

# pid from a pid file, only while that process is still the named program (not a recycled pid)
live_pid() { local pid; pid=$(cat "$1" 2>/dev/null) && [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == "$2"* ]] && echo "$pid"; }

stop_wp() {
  local pid
  # php -S with PHP_CLI_SERVER_WORKERS forks workers that outlive the parent: kill the whole process group (setsid).
  if pid=$(live_pid "$WP_DIR/php-server.pid" php); then kill -- -"$pid" 2>/dev/null || true; fi
  rm -f "$WP_DIR/php-server.pid"
  if pid=$(live_pid "$WP_DIR/mysqld.pid" mariadbd); then
    mariadb-admin --no-defaults --socket="$SOCK" -uroot shutdown 2>/dev/null || kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done   # shutdown returns before exit
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$WP_DIR/mysqld.pid" "$SOCK"
}

case "${1:-}" in
install)
  missing=$(for p in $PACKAGES; do dpkg-query -W -f='${db:Status-Status}\n' "$p" 2>/dev/null | grep -qx installed || echo "$p"; done)
  if [ -z "$missing" ]; then echo "WordPress packages already installed"; exit 0; fi
  echo "installing:" $missing
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
  ;;
start)
  command -v php >/dev/null && [ -d /usr/share/wordpress ] || { echo "WordPress is not installed: run $0 install"; exit 1; }
  mkdir -p "$WP_DIR" && cd "$WP_DIR"
  stop_wp
  # 1) private MariaDB instance on its own port/socket (the system service is not needed, nor touched)
  rm -rf mysql-data && mariadb-install-db --no-defaults --user=root --datadir="$WP_DIR/mysql-data" \
      --auth-root-authentication-method=normal --skip-test-db > install-db.log 2>&1
  setsid mariadbd --no-defaults --user=root --datadir="$WP_DIR/mysql-data" --socket="$SOCK" --port="$DB_PORT" \
      --bind-address=127.0.0.1 --pid-file="$WP_DIR/mysqld.pid" --log-error="$WP_DIR/mysqld.err" \
      --skip-log-bin --innodb-buffer-pool-size=64M >/dev/null 2>&1 < /dev/null &
  for _ in $(seq 1 60); do mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 && break; sleep 0.25; done
  mariadb --no-defaults --socket="$SOCK" -uroot -e "CREATE DATABASE wordpress CHARACTER SET utf8mb4;
    CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wppass'; GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1'; FLUSH PRIVILEGES;"
  # 2) private copy of the Debian WordPress tree (dereference Debian's symlinks; our own wp-config.php replaces
  #    Debian's, which reads /etc/wordpress/config-<host>.php)
  rm -rf root && cp -rL /usr/share/wordpress root && rm -f root/.htaccess
  cat > root/wp-config.php <<PHP
<?php
define('DB_NAME','wordpress'); define('DB_USER','wp'); define('DB_PASSWORD','wppass');
define('DB_HOST','127.0.0.1:${DB_PORT}'); define('DB_CHARSET','utf8mb4'); define('DB_COLLATE','');
foreach (['AUTH_KEY','SECURE_AUTH_KEY','LOGGED_IN_KEY','NONCE_KEY','AUTH_SALT','SECURE_AUTH_SALT','LOGGED_IN_SALT','NONCE_SALT'] as \$k) define(\$k, 'peer-test-'.\$k);
\$table_prefix = 'wp_';
define('WP_ENVIRONMENT_TYPE', 'local');   // Application Passwords need is_ssl() || environment type 'local'
define('WP_HOME', '${URL}'); define('WP_SITEURL', '${URL}');
define('AUTOMATIC_UPDATER_DISABLED', true); define('DISABLE_WP_CRON', true); define('WP_HTTP_BLOCK_EXTERNAL', true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
PHP
  # 3) headless install (no wp-cli in bookworm) + an Application Password for the admin
  cat > install.php <<'PHP'
<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = getenv('WP_HOSTPORT'); $_SERVER['REQUEST_URI'] = '/'; $_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
function wp_new_blog_notification() {}   // pluggable: skip the "new site" e-mail (no sendmail)
require __DIR__ . '/root/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if (!is_blog_installed()) wp_install('Peer Test Blog', 'admin', 'admin@example.test', true, '', 'admin-pass-123');
update_option('permalink_structure', '/%postname%/');
$u = get_user_by('login', 'admin');
list($pw) = WP_Application_Passwords::create_new_application_password($u->ID, array('name' => 'integration-tests'));
echo "WP_URL=" . home_url() . "\nWP_USER=admin\nWP_APP_PASSWORD=$pw\n";
PHP
  WP_HOSTPORT="127.0.0.1:${WP_PORT}" php install.php > wp-keys.env.tmp && mv wp-keys.env.tmp wp-keys.env
  # 4) router: existing files as-is, everything else (/wp-json/..., pretty permalinks) to index.php
  cat > router.php <<'PHP'
<?php
$root = __DIR__ . '/root'; $path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if ($path !== '/' && file_exists($root . $path)) {
  if (!is_dir($root . $path)) return false;
  if (file_exists($root . rtrim($path, '/') . '/index.php')) return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php'; chdir($root); require $root . '/index.php';
PHP
  PHP_CLI_SERVER_WORKERS=4 setsid php -S "127.0.0.1:${WP_PORT}" -t "$WP_DIR/root" "$WP_DIR/router.php" > php-server.log 2>&1 < /dev/null &
  echo $! > php-server.pid
  for _ in $(seq 1 60); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$URL/wp-json/")" = 200 ] && { echo "WordPress up at $URL"; cat wp-keys.env; exit 0; }
    sleep 0.25
  done
  echo "WordPress failed to start"; cat php-server.log; stop_wp; exit 1
  ;;
stop)
  if [ -d "$WP_DIR" ]; then stop_wp; echo "WordPress stopped"; fi
  ;;
*) echo "usage: $0 install|start|stop"; exit 2;;
esac

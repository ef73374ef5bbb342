#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests: `start` prints a DATABASE_URL on a free loopback port,
# `stop DIR` stops it and deletes its folder; `halt`, `resume` and `restart DIR` take it away and back
# for fault tests. Installs Debian's postgresql if the binaries are missing.
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

ensure_postgres() {
  if ! find_bin >/dev/null; then
    echo "Installing PostgreSQL from Debian's packages..." >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
  fi
  find_bin
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    BIN=$(ensure_postgres)
    DIR=$(mktemp -d /tmp/portal-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    PORT=$(free_port)
    as_pg "$BIN/initdb" -D "$DIR/data" --auth=trust --no-sync -U postgres -E UTF8 >"$DIR/initdb.log" 2>&1
    echo "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >"$DIR/options"
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -w -l "$DIR/server.log" -o "$(cat "$DIR/options")" start >/dev/null
    as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres portal
    echo "DIR=$DIR"
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/portal"
    ;;
  stop)
    DIR="${2:?usage: pg-cluster.sh stop DIR}"
    BIN=$(find_bin)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -w -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  halt)
    # Fault tests: the server goes away (as in a restart) but its data stays, for `resume`.
    DIR="${2:?usage: pg-cluster.sh halt DIR}"
    as_pg "$(find_bin)/pg_ctl" -D "$DIR/data" -w -m fast stop >/dev/null
    ;;
  resume)
    DIR="${2:?usage: pg-cluster.sh resume DIR}"
    as_pg "$(find_bin)/pg_ctl" -D "$DIR/data" -w -l "$DIR/server.log" -o "$(cat "$DIR/options")" start >/dev/null
    ;;
  restart)
    DIR="${2:?usage: pg-cluster.sh restart DIR}"
    as_pg "$(find_bin)/pg_ctl" -D "$DIR/data" -w -m fast -l "$DIR/server.log" -o "$(cat "$DIR/options")" restart >/dev/null
    ;;
  *)
    echo "usage: $0 start | stop DIR | halt DIR | resume DIR | restart DIR" >&2
    exit 2
    ;;
esac

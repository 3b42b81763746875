#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite (the shared-catalog tests).
#
#   tests/pg/pg-test-server.sh start DIR   (re)create DIR, start a server in it, print its URL
#   tests/pg/pg-test-server.sh stop DIR    stop that server and remove DIR (fine if none runs)
#
# start stops a server left in DIR by an earlier aborted run, removes DIR, runs initdb (superuser
# gpu_admin, trust authentication, UTF8, locale C.UTF-8) and starts the server listening only on
# 127.0.0.1 at the first free port from 55432 up, with fsync off. DIR/url then holds one line,
#   postgresql://gpu_admin@127.0.0.1:PORT/postgres
# which is also printed. DIR/server.log is the server's log.
#
# initdb and postgres refuse to run as root: as root they run as the unprivileged user
# $PG_TEST_USER (default postgres, created by Debian's postgresql package), otherwise as the
# calling user. Where that user cannot reach DIR (a checkout under /root) or DIR's path is too
# long for a unix socket, the cluster lives in a private directory under ${TMPDIR:-/tmp} and
# DIR/cluster is a symbolic link to it; stop removes both.
#
# The binaries are looked for in $PG_BINDIR, then /usr/lib/postgresql/*/bin (newest first), then
# in PATH. Ports tried: $PG_TEST_PORT_FIRST (default 55432) and the 99 after it.
set -euo pipefail
# Messages in English whatever the caller's locale (the start reads the server's log).
export LC_ALL=C.UTF-8

usage() {
    sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
die() {
    echo "pg-test-server: $*" >&2
    exit 1
}

[ $# -eq 2 ] || usage
action=$1
[ -n "$2" ] || usage
# An absolute path without a trailing slash, so that it compares with /proc/PID/cwd.
case "$2" in
/*) dir=$2 ;;
*) dir=$PWD/$2 ;;
esac
while [ "${#dir}" -gt 1 ] && [ "${dir%/}" != "$dir" ]; do dir=${dir%/}; done
[ "$dir" != / ] || die "refusing to use / as the server directory"
# The unprivileged user may not be allowed into the caller's working directory.
cd /

find_bindir() {
    local d
    if [ -n "${PG_BINDIR:-}" ]; then
        [ -x "$PG_BINDIR/initdb" ] && [ -x "$PG_BINDIR/pg_ctl" ] && { echo "$PG_BINDIR"; return 0; }
        return 1
    fi
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5 -rn); do
        [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
    done
    d=$(command -v initdb 2>/dev/null) || return 1
    d=$(dirname "$d")
    [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
    return 1
}

# Runs a command as the server's user: the unprivileged user when we are root, else ourselves.
server_user=
as_server_user() {
    run_as "$server_user" "$@"
}
run_as() { # USER (empty: ourselves) COMMAND…
    local user=$1
    shift
    if [ -n "$user" ]; then
        runuser -u "$user" -- "$@"
    else
        "$@"
    fi
}

# True when process $1 runs in directory $2: a postmaster and its children work in the data
# directory, so this tells a server of ours from an unrelated process that got its old pid.
runs_in() {
    local cwd
    cwd=$(readlink "/proc/$1/cwd" 2>/dev/null) && [ "$cwd" = "$2" ]
}

# The cluster directory (PGDATA's parent, also the unix socket directory): DIR/cluster, or where
# that symbolic link points.
cluster_of() {
    if [ -L "$dir/cluster" ]; then
        readlink "$dir/cluster"
    else
        echo "$dir/cluster"
    fi
}

# Kills, with SIGKILL, every process whose working directory is $1 (the data directory): a
# postmaster's children stay there and outlive a postmaster killed with kill -9.
kill_processes_in() {
    local data=$1 p cwd left i
    for i in 1 2 3 4 5 6 7 8 9 10; do
        left=0
        for p in /proc/[0-9]*; do
            cwd=$(readlink "$p/cwd" 2>/dev/null) || continue
            if [ "$cwd" = "$data" ]; then
                kill -KILL "${p#/proc/}" 2>/dev/null || true
                left=1
            fi
        done
        [ "$left" -eq 0 ] && return 0
        sleep 0.2
    done
    echo "pg-test-server: processes in $data did not end" >&2
}

# Fails unless DIR holds nothing but what start_server puts there: DIR is removed, and a wrong
# argument must not cost anybody their files.
check_ours() {
    local f
    [ -d "$dir" ] && [ ! -L "$dir" ] || die "$dir is not a directory made by this script; \
refusing to remove it"
    for f in "$dir"/* "$dir"/.[!.]*; do
        [ -e "$f" ] || [ -L "$f" ] || continue
        case "${f##*/}" in
        cluster | url | server.log | initdb.log | pg_ctl.log) ;;
        *) die "$dir holds ${f##*/}, which this script did not make; refusing to remove it" ;;
        esac
    done
}

# Stops a server running in DIR, if any, and removes DIR (and a cluster kept outside it).
stop_server() {
    local cluster data real pid bindir owner=
    if [ ! -e "$dir" ] && [ ! -L "$dir" ]; then
        return 0
    fi
    check_ours
    cluster=$(cluster_of)
    data=$cluster/data
    if [ -d "$data" ]; then
        real=$(cd "$data" && pwd -P)
        pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null || true)
        if [ -n "$pid" ] && runs_in "$pid" "$real"; then
            if bindir=$(find_bindir); then
                # pg_ctl as the owner of the data directory, as it was started.
                if [ "$(id -u)" -eq 0 ] && [ "$(stat -c %u "$data")" -ne 0 ]; then
                    owner=$(stat -c %U "$data")
                fi
                run_as "$owner" "$bindir/pg_ctl" stop -D "$data" -m fast -w -t 30 >/dev/null 2>&1 ||
                    run_as "$owner" "$bindir/pg_ctl" stop -D "$data" -m immediate -w -t 10 \
                        >/dev/null 2>&1 || true
            fi
        fi
        # Whatever still runs there (the postmaster if pg_ctl failed; after a kill -9 of the
        # postmaster, its children, attached to shared memory a new server would refuse to
        # share) is killed.
        kill_processes_in "$real"
    fi
    case "$cluster" in
    "$dir/cluster") ;;
    */gpu-advisor-pg.*) rm -rf -- "$cluster" ;; # made by start_server with mktemp
    esac
    rm -rf -- "$dir"
}

# True when something accepts connections on 127.0.0.1:$1.
port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start_server() {
    local bindir cluster data port first last url log i
    bindir=$(find_bindir) || die "the PostgreSQL server programs (initdb, pg_ctl, postgres) were not \
found. On Debian/Ubuntu install them with: sudo apt-get install postgresql  (or set PG_BINDIR)"

    if [ "$(id -u)" -eq 0 ]; then
        server_user=${PG_TEST_USER:-postgres}
        id -u "$server_user" >/dev/null 2>&1 || die "running as root, but the unprivileged user \
'$server_user' that initdb and postgres need does not exist (the Debian package postgresql \
creates 'postgres'; or set PG_TEST_USER)"
        command -v runuser >/dev/null || die "running as root, but runuser (util-linux) is missing"
    fi

    stop_server
    mkdir -p "$dir"
    if [ -n "$server_user" ]; then
        chown "$server_user:" "$dir"
    fi

    # The socket path DIR/cluster/.s.PGSQL.NNNNN must fit into 107 bytes.
    cluster=$dir/cluster
    log=$dir/server.log
    if [ "${#cluster}" -gt 90 ] || ! as_server_user test -w "$dir" -a -x "$dir"; then
        cluster=$(mktemp -d "${TMPDIR:-/tmp}/gpu-advisor-pg.XXXXXXXX")
        ln -s "$cluster" "$dir/cluster"
        # The server writes its log where it can; DIR/server.log leads there.
        ln -s "$cluster/server.log" "$log"
        log=$cluster/server.log
    else
        mkdir "$cluster"
    fi
    if [ -n "$server_user" ]; then
        chown "$server_user:" "$cluster"
    fi
    chmod 700 "$cluster"
    data=$cluster/data

    if ! as_server_user "$bindir/initdb" -D "$data" -U gpu_admin --auth=trust --encoding=UTF8 \
        --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1; then
        cat "$dir/initdb.log" >&2
        die "initdb failed (log above, also in $dir/initdb.log)"
    fi

    first=${PG_TEST_PORT_FIRST:-55432}
    last=$((first + 99))
    for ((port = first; port <= last; port++)); do
        if port_in_use "$port"; then
            continue
        fi
        : >"$log"
        if [ -n "$server_user" ]; then
            chown "$server_user:" "$log"
        fi
        # Another server (a second build's test run) may take the port between the check and
        # the start: then the start fails with "could not bind" and the next port is tried.
        if as_server_user "$bindir/pg_ctl" start -D "$data" -l "$log" -w -t 60 -s \
            -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$cluster' \
-c fsync=off -c synchronous_commit=off -c full_page_writes=off" >"$dir/pg_ctl.log" 2>&1; then
            url="postgresql://gpu_admin@127.0.0.1:$port/postgres"
            echo "$url" >"$dir/url"
            echo "$url"
            return 0
        fi
        # The server may have written its pid file and died: make sure nothing is left.
        kill_processes_in "$(cd "$data" && pwd -P)"
        rm -f "$data/postmaster.pid"
        if ! grep -q -e "could not bind" -e "could not create any TCP/IP sockets" \
            -e "Address already in use" -e "lock file .* already exists" "$log"; then
            cat "$dir/pg_ctl.log" "$log" >&2
            die "the server did not start (pg_ctl's output and the server's log above, also in \
$dir/pg_ctl.log and $log)"
        fi
    done
    die "no free port on 127.0.0.1 from $first to $last"
}

case "$action" in
start) start_server ;;
stop) stop_server ;;
*) usage ;;
esac

#!/bin/sh
# The part of the official redis image's entrypoint that compose.yaml relies on.
set -eu
if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
  shift
  exec setpriv --reuid=redis --regid=redis --init-groups redis-server "$@" --protected-mode no
fi
exec "$@"

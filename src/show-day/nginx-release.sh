#!/bin/sh
# Releases of the site on an nginx server (src/show-day/README.md): nginx.conf's root, <site>/dist, is a link to
# one release, switched in one rename, so each request reads one release whole.
#   nginx-release.sh prepare <built dist/> <site>   copies a build in as a release; prints its folder
#   nginx-release.sh switch <release> <site>        makes it the one served (run by the reconcile, reconcile-cli.ts)
# RELOAD is how nginx reads its configuration again (default: nginx -t && nginx -s reload).
set -eu
command=$1 from=$2 site=$3
case $command in
prepare)
  release="$site/releases/$(date -u +%Y%m%dT%H%M%SZ)-$$"
  mkdir -p "$site/releases"
  cp -R "$from" "$release.partial"
  mv "$release.partial" "$release"
  echo "$release"
  ;;
switch)
  [ -f "$from/index.html" ] || { echo "$from is not a built site (no index.html)" >&2; exit 1; }
  previous=$(readlink "$site/dist" 2>/dev/null || true)
  # A page opened before the switch still finds its pictures and code: the previous release's own hashed files
  # stay one release more (those it kept from the one before, listed beside it in <release>.kept, go).
  if [ -n "$previous" ] && [ -d "$previous/_astro" ]; then
    for file in "$previous"/_astro/*; do
      name=${file##*/}
      [ -e "$from/_astro/$name" ] && continue
      grep -qxF "$name" "$previous.kept" 2>/dev/null && continue
      ln "$file" "$from/_astro/$name" 2>/dev/null || cp "$file" "$from/_astro/$name"
      echo "$name" >>"$from.kept"
    done
  fi
  ln -sfn "$from" "$site/dist.next"
  mv -T "$site/dist.next" "$site/dist"
  # The one before stays one release more (the releases kept, nginx-host.ts).
  if [ -n "$previous" ] && [ "$previous" != "$from" ]; then
    ln -sfn "$previous" "$site/dist.previous.next" && mv -T "$site/dist.previous.next" "$site/dist.previous"
  fi
  # The moves (nginx-redirects.conf) are part of nginx's configuration: read again only when they changed.
  if ! cmp -s "$from/nginx-redirects.conf" "$previous/nginx-redirects.conf" 2>/dev/null; then
    sh -c "${RELOAD:-nginx -t && nginx -s reload}"
  fi
  echo "Serving $from"
  ;;
*)
  echo "Usage: nginx-release.sh prepare <built dist/> <site> | switch <release> <site>" >&2
  exit 1
  ;;
esac

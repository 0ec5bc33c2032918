#!/bin/sh
# Show day on nginx (src/show-day/README.md), run by show-day-prepare.timer in the checkout of main: prepares the
# releases only when main changed. `npm install`, never `npm ci`: the cut pictures kept in node_modules/.astro stay.
#   nginx-prepare.sh <site>
# PREPARE is what runs, given <site> as $1, once main changed (default: npm install, then schedule:prepare nginx);
# the commit is noted only when it succeeds, so a failed run is tried again at the next tick.
set -eu
site=$1
git fetch --quiet origin main
commit=$(git rev-parse FETCH_HEAD)
[ "$commit" = "$(cat "$site/prepared-commit" 2>/dev/null)" ] && exit 0
git merge --ff-only --quiet "$commit"
sh -c "${PREPARE:-npm install --no-audit --no-fund && npm run schedule:prepare -- nginx \"\$1\"}" prepare "$site"
echo "$commit" >"$site/prepared-commit"

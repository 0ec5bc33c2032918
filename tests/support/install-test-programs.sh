#!/usr/bin/env bash
# The programs the tests drive, from Debian's packages: Chromium and its headless shell (Playwright's
# tests run in the shell at half the CPU; the whole browser serves the back/forward cache test and the
# bench), Firefox ESR, WebKit's WebDriver with MiniBrowser, Xvfb (MiniBrowser has no headless mode) and
# nginx (README's server block), systemd-analyze (show day's units, src/show-day/systemd/); xdotool moves the pointer for the bench's visitor pass; Java runs the W3C
# validator (vnu-jar). Installed as root where apt is available; run before `npm test` (its
# pretest, so also in CI). Does nothing when all are there.
# Elsewhere the Firefox, WebKit, nginx, systemd and W3C validator tests skip with a notice; Chromium falls back to Playwright's own.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/bin/systemd-analyze ] || missing+=(systemd)
[ -x /usr/bin/xdotool ] || missing+=(xdotool)
[ -x /usr/bin/java ] || missing+=(default-jre-headless)
[ ${#missing[@]} = 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian for the tests…"
  # Another apt job may hold the lock for a while (a machine's first boot): wait for it, never fail on it.
  apt-get update -qq -o DPkg::Lock::Timeout=300
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
elif [ ! -x /usr/bin/chromium ]; then
  echo "No Debian Chromium and no apt as root: installing Playwright's own Chromium."
  npx playwright install chromium
fi

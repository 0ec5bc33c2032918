#!/usr/bin/env bash
# Orca's speech on a page of the built site, as text: Debian's Orca and Firefox ESR under Xvfb, in a D-Bus session
# of their own, each phrase as Orca gives it to Speech Dispatcher (src/accessibility/speech/README.md).
#   bash tests/support/orca-speech.sh [address] [contact]
# `address` is a page of dist/ (`/`, `/fr/legal`); `contact` also opens the footer's Contact twice (Escape between),
# sends the form with the name empty and letters in the phone number, and tabs to the phone's error.
# Needs `npm run build` first.
set -euo pipefail
address=${1:-/}
contact=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
for program in Xvfb dbus-run-session orca firefox-esr xdotool; do
  command -v "$program" >/dev/null || {
    echo "missing: $program (apt-get install orca firefox-esr xvfb xdotool dbus)" >&2
    exit 2
  }
done
[[ -f $root/dist/index.html ]] || {
  echo "no dist/: run npm run build first" >&2
  exit 2
}
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  # ORCA_SPEECH_KEEP=1 keeps the logs (Orca's debug log among them) for a look.
  if [[ -n ${ORCA_SPEECH_KEEP:-} ]]; then echo "logs kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

# Waits for a line matching $1 in file $2, for at most $3 seconds, and says what each program logged if none comes.
wait_for() {
  for _ in $(seq $(($3 * 5))); do
    grep -q -- "$1" "$2" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "gave up waiting for '$1' in $(basename "$2"); the last lines of each log:" >&2
  tail -n 8 "$work"/*.log "$2" >&2 || true
  return 1
}

# The site on Cloudflare's engine, as the tests serve it (its headers and its 404 page).
PATH=$root/node_modules/.bin:$PATH node "$root/tests/support/engine-server.ts" "$root/wrangler.jsonc" "$root/dist" 0 \
  >"$work/engine.log" 2>&1 &
pids+=($!)
wait_for 'Ready on' "$work/engine.log" 30
origin=$(sed -n 's/.*Ready on \(http[^ ]*\).*/\1/p' "$work/engine.log" | sed 's/\x1b\[[0-9;]*m//g' | head -1)

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
pids+=($!)
wait_for '[0-9]' "$work/display" 10

# Speech Dispatcher's generic module writes each phrase to a file with its language, where a synthesiser
# would speak it; the audio it insists on opening is ALSA's null device (the machine has no sound card).
mkdir -p "$work/profile" "$work/home/.config/speech-dispatcher/modules" "$work/run"
chmod 700 "$work/run"
cat >"$work/home/.config/speech-dispatcher/speechd.conf" <<CONF
AddModule "text" "sd_generic" "text.conf"
DefaultModule text
AudioOutputMethod "alsa"
AudioALSADevice "null"
CONF
cat >"$work/home/.config/speech-dispatcher/modules/text.conf" <<CONF
GenericExecuteSynth "echo \\"[\$LANGUAGE] \$DATA\\" >> $work/spoken.txt"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "fr" "fr" "utf-8"
AddVoice "en" "MALE1" "en"
AddVoice "fr" "MALE1" "fr"
CONF
# Firefox without its first-run pages and its preloaded new tab, which Orca would read too.
cat >"$work/profile/user.js" <<'PREFS'
user_pref("browser.aboutwelcome.enabled", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("datareporting.policy.firstRunURL", "");
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("startup.homepage_welcome_url", "");
user_pref("startup.homepage_welcome_url.additional", "");
user_pref("browser.startup.firstrunSkipsHomepage", true);
user_pref("browser.newtab.preload", false);
PREFS

export DISPLAY=:$(cat "$work/display") HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_RUNTIME_DIR=$work/run
export GTK_MODULES=gail:atk-bridge GNOME_ACCESSIBILITY=1
export work origin address contact
export -f wait_for
dbus-run-session -- bash -euo pipefail -c '
  log=$work/orca.debug spoken=$work/spoken.txt
  # Waits until Orca has said nothing more for 4 s: it logs no line when it is done reading a page.
  quiet() {
    local size=-1
    while [[ $(stat -c %s "$spoken" 2>/dev/null || echo 0) != "$size" ]]; do
      size=$(stat -c %s "$spoken" 2>/dev/null || echo 0)
      sleep 4
    done
  }
  key() {
    xdotool "$@"
    quiet
  }
  /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/atspi.log" 2>&1 &
  gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true
  gsettings set org.gnome.desktop.interface toolkit-accessibility true
  orca --user-prefs "$work/orca" --debug-file "$log" >"$work/orca.log" 2>&1 &
  wait_for "SPEECH OUTPUT: .Screen reader on" "$log" 30
  firefox-esr --no-remote --profile "$work/profile" "$origin$address" >"$work/firefox.log" 2>&1 &
  # Orca reads the page through once it has loaded.
  wait_for "Finished loading" "$spoken" 60
  quiet
  if [[ -n $contact ]]; then
    # To the end of the page, back to the last button (Contact), and Enter; the focus moves into the dialog.
    key key ctrl+End
    key key shift+b
    key key Return
    # Closed and opened again: the first opening also brings the dialog into the page.
    key key Escape
    key key Return
    # Focus is on the dialog itself, which Orca reads whole; Tab reaches Close, Name, then the phone.
    key key Tab
    key key Tab
    key key Tab
    # Letters go to the field only in focus mode: Orca+A switches to it where Orca stayed in browse mode.
    grep "_inFocusMode:" "$log" | tail -n 1 | grep -q True || key key Insert+a
    key type "ABC 123"
    key key Tab
    key type "A fitting, please."
    key key Tab
    key key Tab
    key key Return
    key key Tab
  fi
  kill %1 %2 %3 2>/dev/null || true
'
# What Speech Dispatcher was given to speak, each phrase with its language.
cat "$work/spoken.txt"

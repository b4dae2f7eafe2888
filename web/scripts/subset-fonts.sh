#!/usr/bin/env bash
# Regenerates web/app/fonts/*.woff2 from Inter 4.1's variable font (the npm package inter-ui@4.1.1, fetched with
# npm pack; it is not a dependency), cut down to the characters English, German and Hungarian pages use, to the
# weights they use (400–800, a quarter of the bytes less than 100–900; app.css declares that range) and to the
# text optical size (opsz 14, the face Inter's static "Inter" family draws). Needs fonttools (Debian: apt-get
# install fonttools python3-brotli). The output is committed, so builds and CI do not need fonttools.
#
# Two files, so that every page's text needs one:
# - inter-latin: Latin-1, punctuation, and Hungarian's ő, ű, Ő and Ű. A Hungarian page draws all its letters
#   from it, like an English or German page, instead of waiting for a second file for four letters.
# - inter-latin-ext: the rest of Latin Extended-A (names in the catalog), fetched only when a page has one.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent inter-ui@4.1.1 > /dev/null && tar xzf inter-ui-4.1.1.tgz)
src=$work/package/variable/InterVariable.woff2
features='kern,liga,calt,tnum'
subset() {
  pyftsubset "$src" --output-file="$work/$1.ttf" --layout-features="$features" --unicodes="$2"
  fonttools varLib.instancer "$work/$1.ttf" wght=400:800 opsz=14 -o "$work/$1-cut.ttf"
  fonttools ttLib.woff2 compress -o "app/fonts/$1.woff2" "$work/$1-cut.ttf"
}
subset inter-latin 'U+0020-007E,U+00A0-00FF,U+0150-0151,U+0170-0171,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+2605'
subset inter-latin-ext 'U+0100-014F,U+0152-016F,U+0172-017F'
ls -l app/fonts

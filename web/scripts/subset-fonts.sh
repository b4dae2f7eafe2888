#!/usr/bin/env bash
# Regenerates web/app/fonts/*.woff2: Inter (variable weight axis) from @fontsource-variable/inter, cut down to
# the characters English, German and Hungarian pages use and to the weights they use (400–800, a quarter of the
# bytes less than 100–900; app.css declares that range). Needs fonttools (Debian: apt-get install fonttools
# python3-brotli). The output is committed, so builds and CI do not need fonttools.
set -euo pipefail
cd "$(dirname "$0")/.."
src=../node_modules/@fontsource-variable/inter/files
features='kern,liga,calt,cv11,ss01,tnum'
pyftsubset "$src/inter-latin-wght-normal.woff2" --output-file=app/fonts/inter-latin.woff2 --flavor=woff2 \
  --layout-features="$features" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+2605"
pyftsubset "$src/inter-latin-ext-wght-normal.woff2" --output-file=app/fonts/inter-latin-ext.woff2 --flavor=woff2 \
  --layout-features="$features" --unicodes="U+0100-014F,U+0152-016F,U+0172-017F"
# Hungarian's ő, ű, Ő and Ű alone: what Hungarian pages preload (web/app/root.tsx), in a file of their own.
pyftsubset "$src/inter-latin-ext-wght-normal.woff2" --output-file=app/fonts/inter-hu.woff2 --flavor=woff2 \
  --layout-features="$features" --unicodes="U+0150-0151,U+0170-0171"
for font in app/fonts/inter-*.woff2; do
  fonttools varLib.instancer "$font" wght=400:800 -o "$font"
done
ls -l app/fonts

#!/usr/bin/env bash
# Counts behind issue 40 section 6 ("The first view that cannot drift"): how much of the server-drawn first view is
# kept by hand beside the pages it copies. Run from the repository root: bash scripts/first-view-counts.sh [checkout]
set -u
cd "${1:-.}" || exit 1
count() { printf '%-72s %s\n' "$1" "$2"; }
# The first view's code: the catalogue's template source, the shell's frame source (the header bar), the API's part
# (data, the layer over the app, template and frame reading), the shell's hand-over, and the machinery that draws it
# from components at build time.
FILES=(mfe-catalog/src/first-view/*.ts shell/src/first-view/*.ts api/src/modules/seo/first-view*.ts shell/src/lib/first-view.ts
  shared/ui/src/first-view.ts shared/federation/build/first-view.ts shared/contracts/src/first-view.ts)
code() { cat "${FILES[@]}" 2>/dev/null | grep -vE '^\s*(//|\*|/\*\*|\*/|$)'; }
# Hand-kept: markup written as strings and CSS rules naming its classes (`.fv-…`, `class="fv-…"`), and values noted as
# measured. Generated class names (`fv-` and ten hex digits) are not hand-kept.
HAND='(\.fv-[a-z]|class="fv-[a-z]|class=\\"fv-|<(div|h1|p|nav|ol|li|img|header|span)[ >]|measured)'
count 'lines of first-view code (no comments or blank lines)'             "$(code | wc -l)"
count 'of them hand-kept markup or CSS (fv- rules, markup strings, measured values)' \
  "$(code | grep -cE "$HAND")"
count '  in the catalogue template (the pages)'                            "$(grep -vE '^\s*(//|\*)' mfe-catalog/src/first-view/*.ts | grep -cE "$HAND")"
count '  in the shell (the header bar: its frame source)'                  "$(grep -vE '^\s*(//|\*)' shell/src/first-view/*.ts 2>/dev/null | grep -cE "$HAND")"
count '  in the API (the layer over the app; before, the header bar too)'    "$(grep -vE '^\s*(//|\*)' api/src/modules/seo/first-view*.ts | grep -cE "$HAND")"
count 'hand-copied measurements (143.3, 26px, 1320px, 2.125rem ... in those lines)' \
  "$(code | grep -E "$HAND" | grep -oE '[0-9]+(\.[0-9]+)?(px|rem|em)\b' | wc -l)"
# What the first view alone draws in the pages' own component files: room standing in for what it cannot show.
count "first-view-only stand-ins in the catalogue's components (OfferRoom, lines)" \
  "$(awk '/^export function OfferRoom/,/^}/' mfe-catalog/src/lib/detail-top.ts 2>/dev/null | wc -l)"
count 'lines in those files, comments included (wc -l)'                     "$(cat "${FILES[@]}" 2>/dev/null | wc -l)"

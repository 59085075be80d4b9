#!/usr/bin/env bash
# Counts behind issue 40 section 3 ("The remotes: one way per thing"), beside api/scripts/one-way-counts.sh for §2.
# Run from the repository root: bash scripts/web-one-way-counts.sh [checkout]
set -u
cd "${1:-.}" || exit 1
count() { printf '%-72s %s\n' "$1" "$2"; }
# Front-end sources: the remotes, the shell and the shared packages they build on (no tests, no builds).
src() { grep -rE --include=*.ts --include=*.tsx "$@" mfe-*/src shell/src shared/*/src 2>/dev/null; }
tests() { grep -rE --include=*.ts --include=*.tsx "$@" mfe-*/test shell/test shared/*/test 2>/dev/null; }
HOOKS='\buse(Query|Mutation|InfiniteQuery|SuspenseQuery|Queries)\('
# The back-office list kit (shared/admin: resource-api, list-screen, audit, saved-views) is the one way for lists.
KIT='shared/admin/src/(resource-api\.ts|list-screen\.tsx|audit\.ts|saved-views\.ts)'
count 'files calling useQuery/useMutation outside api/ (list kit excluded)' "$(src -l "$HOOKS" | grep -v '/api/' | grep -vE "$KIT" | wc -l)"
count '  of them in the list kit (shared/admin)'                          "$(src -l "$HOOKS" | grep -v '/api/' | grep -cE "$KIT")"
count 'literal query keys (queryKey: [ followed by a string)'               "$(src -n "queryKey: \[ *'" | wc -l)"
# Not fetchers: a federation runtime plugin (fetchTimeoutPlugin) and the form helper that puts an error on its field.
count "exported fetchers named post*/put*/remove*/fetch*/save*"             "$(src -nE '^export (async )?(function|const) (post|put|remove|fetch|save)[A-Z]' | grep -vE 'Plugin\(|putOnField\(' | wc -l)"
count 'hand-written envelopes (json<{ data outside @shop/client)'          "$(src -n 'json<\{ *data' | grep -v '^shared/client/' | wc -l)"
count 'exported error-wording functions (describeApiError/apiErrorText/apiErrorMessage/describeAccountError)' \
  "$(src -nE '^export (async )?(function|const) (apiErrorText|describeApiError|describeAccountError|apiErrorMessage)\b' | wc -l)"
count '  of them deciding a wording themselves (not a binding or the text of another)' \
  "$(src -nE '^export (async )?function (describeApiError|describeAccountError|apiErrorMessage)\b' | wc -l)"
count "files reading an error answer's body (code/field/facts; error.data)" \
  "$(src -lE 'error\.data\b|as \{ data\?: unknown \}\)\.data' | wc -l)"
count 'screens matching English error messages (.message.match/test/includes, /re/.test(message))' \
  "$(src -nE '(message|getErrorMessage\([^)]*\))\??\.(match|includes|startsWith)\(|/\.test\((error|err|e|message|msg)\??(\.message)?\)' | wc -l)"
count 'functions choosing a *Kh field by locale (the helper included)'    "$(src -nE "^(export )?(function|const) \w+" -A6 | grep -cE "'km'.*Kh\b")"
count "inline locale checks choosing a *Kh field (outside shared/i18n)"     "$(src -nE "'km'.*Kh\b|khmer \? \w+\.\w*Kh" | grep -v '^shared/i18n/' | wc -l)"
count "inline i18n.locale === 'km' ? checks (outside shared/i18n)"         "$(src -nE "\.locale === 'km'|=== 'km' *\?" | grep -v '^shared/i18n/' | wc -l)"
# `\bonSubmit=`: a Combobox's onOptionSubmit (the header's search box) is no form.
count 'storefront files with a <form> or onSubmit not on @mantine/form'    "$(grep -rlE --include=*.tsx '<form|\bonSubmit=' mfe-account/src mfe-checkout/src mfe-catalog/src shell/src | xargs grep -L 'useForm' | wc -l)"
count 'front-end test packages on their own fake API (not the stand-in)'   "$(ls mfe-*/test/fake-api.ts mfe-*/test/support/*-api.ts 2>/dev/null | xargs grep -L 'withApiStandIn\|api-stand-in' | wc -l)"
count "test files mocking @shop/client (vi.mock)"                         "$(tests -l "vi\.mock\('@shop/client'" | wc -l)"
count 'queries by test id / by role or label (front-end tests)'            "$(tests -o 'ByTestId\(' | wc -l) / $(tests -oE 'By(Role|LabelText)\(' | wc -l)"

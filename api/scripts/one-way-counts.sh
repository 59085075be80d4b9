#!/usr/bin/env bash
# Counts behind issue 40 section 2 ("The API: one way per thing"). Run from the repository root: bash api/scripts/one-way-counts.sh
set -u
cd "${1:-.}/api" || exit 1
R='src/modules/*/routes/*.ts'
count() { printf '%-68s %s\n' "$1" "$2"; }
count 'route files building a service (new XService/XReader()'         "$(grep -lE 'new \w+(Service|Reader)\(' $R | wc -l)"
count 'new AccountService( anywhere (route files)'                      "$(grep -lE 'new AccountService\(' $R | wc -l)"
count 'route files taking a { services } bag'                           "$(grep -lE '\{ services \}' $R | wc -l)"
count 'route files with ORM/SQL calls (em.find..., sql`, runSql)'       "$(grep -lE '(\bem|orm\.em)\.(find|findOne|findAndCount|count|create|assign|remove|persist|flush|transactional|getConnection|nativeDelete|nativeUpdate|insert)\b|\bsql`|runSql\(' $R | wc -l)"
count 'route files handing the ORM to crudRoutes (crudRoutes(app.orm, ...)' "$(grep -lE 'crudRoutes\(app\.orm' $R | wc -l)"
count 'local access spreads (const x = { config: { access } })'       "$(grep -hE "^ *const \w+ = \{ config: \{ access: '[a-z-]+' as const \} \};" $R | wc -l)"
count 'inline access declarations (access: '"'"'...'"'"')'            "$(grep -hE "access: '[a-z-]+'" $R | wc -l)"
count 'route files typed FastifyPluginAsync (not ...Typebox)'          "$(grep -lE ': FastifyPluginAsync\b' $R | wc -l)"
count 'route files defining object schemas (Type.Object()'              "$(grep -lE 'Type\.Object\(' $R | wc -l)"
count 'badRequest/conflict definitions'                                 "$(grep -rhE '(export )?const (badRequest|conflict) =' src | wc -l)"
count 'direct new HttpError( (outside lib/http-error.ts)'              "$(grep -rn 'new HttpError(' src | grep -v 'lib/http-error.ts' | wc -l)"
count 'local HttpError factories (const x = (...) => new HttpError / helper)' "$(grep -rnE '^(export )?const \w+ = \([^)]*\)( *: *HttpError)? *=>\s*(new HttpError|badRequest|conflict|unauthorized|forbidden|notFound|unsupportedMediaType)\(' src | grep -v lib/http-error.ts | wc -l)"
count 'catches of Unique/ForeignKeyConstraintViolationException'       "$(grep -rn 'instanceof \(Unique\|ForeignKey\)ConstraintViolationException' src | wc -l)"
count 'route catches/scoped handlers replying 409 themselves'           "$(grep -nE 'reply\.code\(409\)\.send\(\(?error' $R | wc -l)"
count 'route files reading a staff scope themselves (staffViewer/staffScope/accountSupplierId/desk.writer)' "$(grep -lE 'staffViewer\(|staffScope\(app|accountSupplierId\(|desk\.writer\(' $R | wc -l)"
count 'entity files on the base entity (extends BaseEntity/ReferenceEntity) / all' "$(grep -lE 'extends: (BaseEntity|ReferenceEntity)' src/modules/*/*.entity.ts src/modules/*/*/*.entity.ts 2>/dev/null | wc -l) / $(ls src/modules/*/*.entity.ts src/modules/*/*/*.entity.ts 2>/dev/null | wc -l)"
count 'lines of backend-part.ts'                                       "$(wc -l < src/modules/catalog/routes/backend-part.ts)"
count 'lines of backend-item.ts / backend-part-fit.ts / backend-item-unit.ts' "$(wc -l < src/modules/catalog/routes/backend-item.ts) / $(wc -l < src/modules/catalog/routes/backend-part-fit.ts) / $(wc -l < src/modules/catalog/routes/backend-item-unit.ts)"

// The translation editor: every UI message with its text in each active language, the staff changes (Translation
// rows) over the built texts, and the .po round trip for a translator. The shell merges the rows over the
// built catalogues at each page load (GET /api/frontend/translation) and polls them, so a change needs no redeploy.
import { type EntityManager } from '@mikro-orm/core';
import { parsePo, writePo } from '@shop/i18n/po.ts';
import type {
  TranslationBody,
  TranslationChange,
  TranslationEntry,
  TranslationImportResult,
  TranslationLanguageSummary,
  TranslationListQuery,
  TranslationPatch,
  TranslationText,
  TranslationView,
  Pagination,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { Language } from './language.entity.ts';
import { Translation } from './translation.entity.ts';
import { icuProblem, type UiMessage, type UiMessages } from './ui-messages.ts';

const DEFAULT_LANGUAGE = 'kh';
const NAMESPACE = 'common';

export class TranslationService {
  readonly #orm: Orm;
  readonly #messages: UiMessages;

  constructor(orm: Orm, messages: UiMessages) {
    this.#orm = orm;
    this.#messages = messages;
  }

  /** Active languages with how many strings each has missing, marked correct and changed by staff. */
  async languages(): Promise<TranslationLanguageSummary[]> {
    const languages = await this.#activeLanguages();
    const entries = await this.#entries(
      NAMESPACE,
      languages.map((l) => l.code),
    );
    return languages.map((language) => {
      const texts = entries.map((entry) => entry.texts[language.code]!);
      return {
        code: language.code,
        name: language.name,
        nativeName: language.nativeName,
        total: texts.length,
        missing: texts.filter((text) => text.value === '').length,
        correct: texts.filter((text) => text.isCorrect).length,
        changed: texts.filter((text) => text.changed).length,
      };
    });
  }

  /** One page of messages, filtered on `language` (default kh). */
  async list(query: TranslationListQuery): Promise<{ data: TranslationEntry[]; pagination: Pagination }> {
    const matching = await this.#matching(query);
    const page = pageRequest(query);
    return {
      data: matching.slice(page.offset, page.offset + page.size),
      pagination: pagination(page, matching.length),
    };
  }

  /** The filtered list in one language as a .po file: msgid = English source, msgstr = the text shown now. */
  async exportPo(query: TranslationListQuery): Promise<string> {
    const language = query.language ?? DEFAULT_LANGUAGE;
    await this.#language(language, 'language');
    const entries = await this.#matching(query);
    return writePo(
      language,
      entries.map((entry) => {
        const text = entry.texts[language]!;
        return {
          msgid: entry.source,
          msgstr: text.value,
          context: entry.context,
          comments: [`id: ${entry.key}`, ...(text.changed ? ['changed by staff'] : [])],
          references: entry.packages,
          // Not marked correct: a translator's tool shows it as "needs work".
          fuzzy: !text.isCorrect,
        };
      }),
      { 'X-Generator': 'vehicle-parts-shop translation editor' },
    );
  }

  async create(body: TranslationBody): Promise<TranslationView> {
    const em = this.#orm.em;
    await this.#language(body.language, 'language');
    this.#message(body.key, 'key');
    checkText(body.value, 'value');
    const row = em.create(Translation, {
      language: body.language,
      namespace: body.namespace ?? NAMESPACE,
      key: body.key,
      value: body.value,
      isCorrect: body.isCorrect ?? false,
    });
    await flush(em);
    return toView(row);
  }

  async update(id: number, patch: TranslationPatch): Promise<TranslationView> {
    const em = this.#orm.em;
    const row = await this.#find(em, id);
    if (patch.value !== undefined) checkText(patch.value, 'value');
    applyChange(row, patch);
    await flush(em);
    return toView(row);
  }

  async setCorrect(id: number, isCorrect: boolean): Promise<TranslationView> {
    const em = this.#orm.em;
    const row = await this.#find(em, id);
    row.isCorrect = isCorrect;
    await flush(em);
    return toView(row);
  }

  /** Removes a staff change: the built text shows again. */
  async remove(id: number): Promise<void> {
    const em = this.#orm.em;
    await em.remove(await this.#find(em, id)).flush();
  }

  /**
   * Several changes in one transaction, all or none: a new text and/or a correctness mark per message and
   * language. A message with no row yet gets one (with its built text when only the mark is given).
   */
  async applyChanges(items: readonly TranslationChange[]): Promise<TranslationView[]> {
    const codes = new Set((await this.#activeLanguages()).map((language) => language.code));
    items.forEach((item, index) => {
      const at = `items/${index}`;
      if (!codes.has(item.language))
        throw badRequest(`${at}/language: ${item.language} is not an active language`, { field: `${at}/language` });
      this.#message(item.key, `${at}/key`);
      if (item.value === undefined && item.isCorrect === undefined)
        throw badRequest(`${at}: give a value or isCorrect`, { field: at });
      if (item.value !== undefined) checkText(item.value, `${at}/value`);
    });
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const id = `${item.language}/${item.namespace ?? NAMESPACE}/${item.key}`;
      if (seen.has(id))
        throw badRequest(`items/${index}: ${item.key} in ${item.language} is changed twice`, {
          field: `items/${index}/key`,
        });
      seen.add(id);
    });
    return this.#orm.em.fork().transactional(async (em) => {
      const rows = await this.#upsert(em, items);
      return rows.map(toView);
    });
  }

  /**
   * A translator's .po file: every entry whose text differs from what the shop shows now becomes a staff change
   * (not marked correct: someone reviews it). Unknown msgids and empty msgstr are skipped; an invalid text refuses
   * the whole file, naming the msgid.
   */
  async importPo(language: string, file: string): Promise<TranslationImportResult> {
    await this.#language(language, 'language');
    const entries = await this.#entries(NAMESPACE, [language]);
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    const changes: TranslationChange[] = [];
    const skipped: string[] = [];
    let unchanged = 0;
    for (const entry of parsePo(file)) {
      if (entry.obsolete) continue;
      const key = entry.id;
      const current = byKey.get(key);
      if (!current || entry.msgstr === '') {
        skipped.push(entry.msgid);
        continue;
      }
      if (current.texts[language]!.value === entry.msgstr) {
        unchanged += 1;
        continue;
      }
      const problem = icuProblem(entry.msgstr);
      if (problem)
        throw badRequest(`msgstr of "${entry.msgid}" is not a valid ICU message: ${problem}`, { field: 'file' });
      changes.push({ language, key, value: entry.msgstr, isCorrect: false });
    }
    if (changes.length > 0) await this.#orm.em.fork().transactional((em) => this.#upsert(em, changes));
    return { changed: changes.length, unchanged, skipped };
  }

  async #upsert(em: EntityManager, items: readonly TranslationChange[]): Promise<Translation[]> {
    const rows: Translation[] = [];
    for (const item of items) {
      const namespace = item.namespace ?? NAMESPACE;
      let row = await em.findOne(Translation, { language: item.language, namespace, key: item.key });
      if (row) {
        applyChange(row, item);
      } else {
        const value = item.value ?? this.#messages.get(item.key)?.defaults[item.language as 'en' | 'kh'] ?? '';
        if (value === '')
          throw badRequest(`${item.key} has no ${item.language} text to mark: give a value`, { field: 'value' });
        row = em.create(Translation, {
          language: item.language,
          namespace,
          key: item.key,
          value,
          isCorrect: item.isCorrect ?? false,
        });
      }
      rows.push(row);
    }
    await flush(em);
    return rows;
  }

  async #matching(query: TranslationListQuery): Promise<TranslationEntry[]> {
    const language = query.language ?? DEFAULT_LANGUAGE;
    const languages = await this.#activeLanguages();
    if (!languages.some((l) => l.code === language))
      throw badRequest(`language: ${language} is not an active language`, { field: 'language' });
    let entries = await this.#entries(
      query.namespace ?? NAMESPACE,
      languages.map((l) => l.code),
    );
    if (query.package) entries = entries.filter((entry) => entry.packages.includes(query.package!));
    if (query.filter) {
      const keep: Record<NonNullable<TranslationListQuery['filter']>, (text: TranslationText) => boolean> = {
        missing: (text) => text.value === '',
        unverified: (text) => !text.isCorrect,
        changed: (text) => text.changed,
      };
      entries = entries.filter((entry) => keep[query.filter!](entry.texts[language]!));
    }
    const search = query.search?.trim().toLowerCase();
    if (search) {
      entries = entries.filter(
        (entry) =>
          entry.key.toLowerCase() === search ||
          entry.source.toLowerCase().includes(search) ||
          Object.values(entry.texts).some((text) => text.value.toLowerCase().includes(search)),
      );
    }
    return entries;
  }

  /** Every message with its text in each of `codes`, the staff rows of `namespace` laid over the built texts. */
  async #entries(namespace: string, codes: readonly string[]): Promise<TranslationEntry[]> {
    const rows = await this.#orm.em.find(Translation, { namespace, language: { $in: [...codes] } });
    const byKey = new Map<string, Map<string, Translation>>();
    for (const row of rows) {
      if (!byKey.has(row.key)) byKey.set(row.key, new Map());
      byKey.get(row.key)!.set(row.language, row);
    }
    return [...this.#messages.all().values()].map((message) => toEntry(message, codes, byKey.get(message.id)));
  }

  async #activeLanguages(): Promise<Language[]> {
    return this.#orm.em.find(Language, { active: true }, { orderBy: { sortOrder: 'asc', code: 'asc' } });
  }

  async #language(code: string, field: string): Promise<void> {
    if ((await this.#orm.em.count(Language, { code, active: true })) === 0)
      throw badRequest(`${field}: ${code} is not an active language`, { field });
  }

  #message(key: string, field: string): UiMessage {
    const message = this.#messages.get(key);
    if (!message) throw badRequest(`${field}: ${key} is not the id of any UI message`, { field });
    return message;
  }

  async #find(em: EntityManager, id: number): Promise<Translation> {
    const row = await em.findOne(Translation, { id });
    if (!row) throw notFound(`Translation ${id} not found`);
    return row;
  }
}

function toEntry(
  message: UiMessage,
  codes: readonly string[],
  rows: Map<string, Translation> | undefined,
): TranslationEntry {
  const texts: Record<string, TranslationText> = {};
  for (const code of codes) {
    const builtIn = message.defaults[code as 'en' | 'kh'] ?? '';
    const row = rows?.get(code);
    texts[code] = {
      default: builtIn,
      value: row?.value ?? builtIn,
      translationId: row?.id ?? null,
      isCorrect: row?.isCorrect ?? false,
      changed: row !== undefined && row.value !== builtIn,
    };
  }
  return { key: message.id, source: message.source, context: message.context, packages: message.packages, texts };
}

/** A new text that is not marked correct in the same change is no longer known to be correct. */
function applyChange(row: Translation, change: { value?: string; isCorrect?: boolean }): void {
  if (change.value !== undefined && change.value !== row.value) {
    row.value = change.value;
    row.isCorrect = change.isCorrect ?? false;
  } else if (change.isCorrect !== undefined) {
    row.isCorrect = change.isCorrect;
  }
}

/** A 400 naming the field and, as facts, the line and column of the fault, so an editor can point at it. */
function checkText(text: string, field: string): void {
  const problem = icuProblem(text);
  if (!problem) return;
  const at = /line (\d+) col (\d+)/.exec(problem);
  throw badRequest(`${field} is not a valid ICU message: ${problem}`, {
    field,
    ...(at ? { facts: { line: Number(at[1]), column: Number(at[2]) } } : {}),
  });
}

/** A taken key answers 409 DUPLICATE from the error handler (db/constraint-errors.ts). */
const flush = (em: EntityManager): Promise<void> => em.flush();

function toView(row: Translation): TranslationView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
    namespace: row.namespace,
    key: row.key,
    value: row.value,
    isCorrect: row.isCorrect,
  };
}

import type { Messages } from '@lingui/core';
import type { LinguiLocale } from './locales.ts';

/**
 * Strings admins changed in the back-office (Translation rows, decisions.md: "a changed string shows
 * without a redeploy"), keyed by the Lingui message id of the built catalogues and already compiled.
 * Kept here so every catalogue loaded later (a remote's, when its routes load) is laid under them.
 */
const overrides: Record<LinguiLocale, Messages> = { en: {}, km: {} };

export interface OverrideResult {
  applied: number;
  /** Ids whose text is not a valid ICU message: the built string stays. */
  rejected: string[];
}

/**
 * Compiles admin-changed texts (ICU message format) and keeps those that compile. The message compiler is loaded
 * only when there is something to compile: most pages of a shop nobody re-worded never need it (docs/performance.md, "Bundle budget").
 */
export async function compileOverrides(
  texts: Record<string, string>,
): Promise<{ messages: Messages; rejected: string[] }> {
  const messages: Messages = {};
  const rejected: string[] = [];
  const entries = Object.entries(texts);
  if (entries.length === 0) return { messages, rejected };
  const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
  for (const [id, text] of entries) {
    if (typeof text !== 'string' || text.trim() === '') {
      rejected.push(id);
      continue;
    }
    try {
      messages[id] = compileMessageOrThrow(text);
    } catch {
      rejected.push(id);
    }
  }
  return { messages, rejected };
}

/** Records a locale's overrides; `loadCatalog` lays every catalogue under them. */
export async function setOverrides(
  locale: LinguiLocale,
  texts: Record<string, string>,
): Promise<{ messages: Messages } & OverrideResult> {
  const { messages, rejected } = await compileOverrides(texts);
  overrides[locale] = messages;
  return { messages, applied: Object.keys(messages).length, rejected };
}

/** A catalogue with this locale's overrides on top. */
export function withOverrides(locale: LinguiLocale, messages: Messages): Messages {
  return { ...messages, ...overrides[locale] };
}

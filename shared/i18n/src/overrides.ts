import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
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

/** Compiles admin-changed texts (ICU message format) and keeps those that compile. */
export function compileOverrides(texts: Record<string, string>): { messages: Messages; rejected: string[] } {
  const messages: Messages = {};
  const rejected: string[] = [];
  for (const [id, text] of Object.entries(texts)) {
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
export function setOverrides(locale: LinguiLocale, texts: Record<string, string>): { messages: Messages } & OverrideResult {
  const { messages, rejected } = compileOverrides(texts);
  overrides[locale] = messages;
  return { messages, applied: Object.keys(messages).length, rejected };
}

/** A catalogue with this locale's overrides on top. */
export function withOverrides(locale: LinguiLocale, messages: Messages): Messages {
  return { ...messages, ...overrides[locale] };
}

// What to tell people about a failed call, in their language. The wording of each error answer by its code lives in
// ../error-wordings (68 of this package's 118 messages, about 3 KB brotli with its code), a chunk fetched on demand:
// before a failed call's error reaches its caller (@shop/client's onRequestFailure, awaited by the HTTP client), so
// every answer is worded by its code when it is shown, and a page that never fails never downloads it. A code worded
// without a call (a guest cart that is full) waits for loadErrorWordings() first. Until they are in, or when they
// cannot be fetched, an answer reads as a general failure (`notWorded`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorFacts } from '@shop/contracts/error-codes.ts';
import { getErrorAnswer, onRequestFailure } from '@shop/client';
import { catalogsLoaded, i18n } from '@shop/i18n';

type WordErrorCode = (code: string | undefined, facts: ErrorFacts, status: number) => MessageDescriptor;

const notWorded = msg`This could not be done. Try again.`;

let wordErrorCode: WordErrorCode | undefined;
let loading: Promise<void> | undefined;

/** Fetches the wordings of the error codes and their messages in the page's language (once; again after a failure). */
export function loadErrorWordings(): Promise<void> {
  loading ??= import('../error-wordings/wordings.ts').then(async (module) => {
    // Their catalogues registered when the module ran; a wording is used only once its words are in.
    await catalogsLoaded();
    wordErrorCode = module.wordErrorCode;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

onRequestFailure(loadErrorWordings);

/** The message for an error answer's code and facts (or, for a code this build does not know, its status). */
export function errorCodeMessage(code: string | undefined, facts: ErrorFacts = {}, status = 400): MessageDescriptor {
  return wordErrorCode ? wordErrorCode(code, facts, status) : notWorded;
}

/** The message for a failed call; no answer at all means the shop was not reached. */
export function apiErrorMessage(error: unknown): MessageDescriptor {
  const answer = getErrorAnswer(error);
  if (!answer) return msg`The shop could not be reached. Check your connection and try again.`;
  return errorCodeMessage(answer.code, answer.facts, answer.status);
}

/** What to tell the reader about a failed call, in the page's current language. */
export function apiErrorText(error: unknown): string {
  return i18n._(apiErrorMessage(error));
}

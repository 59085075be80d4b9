// What to tell people about a failed call, in their language. The wording of each error answer by its code lives in
// ../error-wordings (68 of this package's 118 messages, about 3 KB brotli with its code), a chunk fetched on demand:
// before a failed call's error reaches its caller (@shop/client's onRequestFailure, awaited by the HTTP client), so
// every answer is worded by its code when it is shown, and a page that never fails never downloads it. A code worded
// without a call (a guest cart that is full) waits for loadErrorWordings() first. Until they are in, or when they
// cannot be fetched, an answer reads as a general failure (`notWorded`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorFacts } from '@shop/contracts/error-codes.ts';
import { getErrorAnswer, onRequestFailure, type ErrorAnswer } from '@shop/client';
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

/** A screen's own wordings of some codes (the people screens' "last super admin"), before the shop's wordings. */
export type CodeWordings = Partial<Record<string, MessageDescriptor>>;

/** What a screen shows of a failed call: the answer's status, code, field and facts, and the message to show. */
export interface ApiProblem extends Partial<ErrorAnswer> {
  message: MessageDescriptor;
}

/**
 * The short message a form shows beside the field an answer names, when the field says enough (the back-office's
 * forms: "This value is not valid"); undefined leaves the answer to the code's wording.
 */
export type FieldWording = (answer: ErrorAnswer & { field: string }) => MessageDescriptor | undefined;

/**
 * The one way to word a failed call, from its answer's `code`, `field` and `facts` (never its English message): the
 * screen's own wording of the code when it has one, else the field's short wording when the screen gives one, else
 * the shop's wording of the code. No answer at all means the shop was not reached. A 5xx names no field.
 */
export function describeApiError(error: unknown, wordings: CodeWordings = {}, fieldWording?: FieldWording): ApiProblem {
  const answer = getErrorAnswer(error);
  if (!answer) return { message: msg`The shop could not be reached. Check your connection and try again.` };
  const { field: named, ...rest } = answer;
  const field = answer.status < 500 ? named : undefined;
  const problem: ErrorAnswer = field ? { ...rest, field } : rest;
  const own = answer.code === undefined ? undefined : wordings[answer.code];
  const short = field ? fieldWording?.({ ...rest, field }) : undefined;
  return { ...problem, message: own ?? short ?? errorCodeMessage(answer.code, answer.facts, answer.status) };
}

/** `describeApiError`'s message in the page's current language, for a toast or an alert. */
export function apiErrorText(error: unknown, wordings?: CodeWordings): string {
  return i18n._(describeApiError(error, wordings).message);
}

import { getErrorAnswer } from '@shop/client';

/**
 * Where the API found a text not to be a valid ICU message (the `line` and `column` facts of its 400), so the
 * editor can say so in the user's language; undefined for any other failure.
 */
export function textProblemPosition(error: unknown): { line: number; column: number } | undefined {
  const answer = getErrorAnswer(error);
  if (answer?.status !== 400) return undefined;
  const { line, column } = answer.facts ?? {};
  return typeof line === 'number' && typeof column === 'number' ? { line, column } : undefined;
}

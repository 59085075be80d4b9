import { getErrorMessage, httpStatus } from '@shop/client';

/**
 * Where the API found a text not to be a valid ICU message ("... at line 1 col 12 ..."), so the editor can say so in
 * the user's language; undefined for any other failure.
 */
export function textProblemPosition(error: unknown): { line: number; column: number } | undefined {
  if (httpStatus(error) !== 400) return undefined;
  const at = /not a valid ICU message: .*?line (\d+) col (\d+)/.exec(getErrorMessage(error));
  return at ? { line: Number(at[1]), column: Number(at[2]) } : undefined;
}

// The translation editor points at an invalid ICU text from the facts of the API's 400, never from its English text.
import { describe, expect, it } from 'vitest';
import { textProblemPosition } from '../src/features/translations/components/text-problem.ts';

// Shaped like the HTTPError of @shop/client's ky (recognised by its name, as across federated bundles).
const answer = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: { status },
    data,
  });

describe('textProblemPosition', () => {
  it("reads the line and column from the 400's facts", () => {
    const refused = answer(400, { code: 'VALIDATION', field: 'value', message: 'x', facts: { line: 2, column: 7 } });
    expect(textProblemPosition(refused)).toEqual({ line: 2, column: 7 });
  });

  it('finds no position in the English message alone, nor in another failure', () => {
    const english = 'value is not a valid ICU message: Unexpected message end at line 1 col 12';
    expect(textProblemPosition(answer(400, { code: 'VALIDATION', message: english }))).toBeUndefined();
    expect(textProblemPosition(answer(409, { code: 'CONFLICT', facts: { line: 1, column: 2 } }))).toBeUndefined();
    expect(textProblemPosition(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

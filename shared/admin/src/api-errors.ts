// The back-office's wording of the API's 4xx answers: @shop/ui's one helper (code, field and facts, never the
// English text), with the short message its forms show beside a field that alone says enough.
import { msg } from '@lingui/core/macro';
import { describeApiError as describeAnswer, type ApiProblem, type CodeWordings, type FieldWording } from '@shop/ui';

/** Codes whose field alone says enough (a generic invalid or taken value); others keep their own wording. */
const FIELD_CODES = new Set(['VALIDATION', 'DUPLICATE', 'BAD_REQUEST']);

const besideField: FieldWording = ({ code, status }) =>
  code === undefined || FIELD_CODES.has(code)
    ? status === 409
      ? msg`This value is already used by another record`
      : msg`This value is not valid`
    : undefined;

/** @shop/ui's describeApiError with the back-office forms' short message beside a generic refusal's field. */
export const describeApiError = (error: unknown, wordings: CodeWordings = {}): ApiProblem =>
  describeAnswer(error, wordings, besideField);

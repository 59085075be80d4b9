import { ErrorCode, type ApiErrorCode, type ErrorBody, type ErrorFacts } from '@shop/contracts';

/** What an error says besides its status and message: every helper below takes this one shape. */
export interface ErrorDetails {
  /** One of @shop/contracts' codes; each helper has the common one for its status as default. */
  code?: ApiErrorCode;
  /** The field a 400 or a 409 DUPLICATE is about, so a form can show the message beside it. */
  field?: string;
  /** What still uses a record a 409 IN_USE refused to delete. */
  usedBy?: string[];
  /** What the error is about (an order's number and status...), for a client that words the message itself. */
  facts?: ErrorFacts;
}

/** An error whose status, code and message are safe to show to the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** One of @shop/contracts' codes: the front ends word each of them in the reader's language. */
  readonly code: ApiErrorCode;
  readonly field?: string;
  readonly usedBy?: string[];
  readonly facts?: ErrorFacts;

  constructor(statusCode: number, code: ApiErrorCode, message: string, details: Omit<ErrorDetails, 'code'> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    if (details.field !== undefined) this.field = details.field;
    if (details.usedBy !== undefined) this.usedBy = details.usedBy;
    if (details.facts !== undefined) this.facts = details.facts;
  }

  /** The answer the error handler sends; an error that carries more (OUT_OF_STOCK's short lines...) adds to it. */
  body(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.usedBy === undefined ? {} : { usedBy: this.usedBy }),
      ...(this.facts === undefined ? {} : { facts: this.facts }),
    };
  }
}

/** The helper of one status: `(message, { code?, field?, usedBy?, facts? })`, `code` defaulting to the status's own. */
const helper =
  (statusCode: number, defaultCode: ApiErrorCode) =>
  (message: string, { code = defaultCode, ...details }: ErrorDetails = {}): HttpError =>
    new HttpError(statusCode, code, message, details);

// The one family of error helpers: throw these, never `new HttpError` (kept for the errors that carry more).
export const badRequest = helper(400, ErrorCode.validation);
export const unauthorized = helper(401, ErrorCode.unauthorized);
const forbiddenHelper = helper(403, ErrorCode.forbidden);
export const forbidden = (message = 'You may not do this', details: ErrorDetails = {}): HttpError =>
  forbiddenHelper(message, details);
export const notFound = helper(404, ErrorCode.notFound);
export const conflict = helper(409, ErrorCode.conflict);
export const payloadTooLarge = helper(413, ErrorCode.payloadTooLarge);
export const unsupportedMediaType = helper(415, ErrorCode.unsupportedMediaType);
export const tooManyRequests = helper(429, ErrorCode.tooManyRequests);
export const notImplemented = helper(501, ErrorCode.notImplemented);
export const badGateway = helper(502, ErrorCode.internal);
export const serviceUnavailable = helper(503, ErrorCode.databaseUnavailable);

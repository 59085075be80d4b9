import { ErrorCode, type ApiErrorCode, type ErrorFacts } from '@shop/contracts';

/** An error whose status, code and message are safe to show to the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** One of @shop/contracts' codes: the front ends word each of them in the reader's language. */
  readonly code: ApiErrorCode;
  /** The field a 400 or a 409 DUPLICATE is about, so a form can show the message beside it. */
  readonly field?: string;
  /** What still uses a record a 409 IN_USE refused to delete. */
  readonly usedBy?: string[];
  /** What the error is about (an order's number and status...), for a client that words the message itself. */
  readonly facts?: ErrorFacts;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    details: { field?: string; usedBy?: string[]; facts?: ErrorFacts } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    if (details.field !== undefined) this.field = details.field;
    if (details.usedBy !== undefined) this.usedBy = details.usedBy;
    if (details.facts !== undefined) this.facts = details.facts;
  }
}

export const notFound = (message: string) => new HttpError(404, ErrorCode.notFound, message);
export const forbidden = (message = 'You may not do this') => new HttpError(403, ErrorCode.forbidden, message);
export const unauthorized = (code: ApiErrorCode, message: string) => new HttpError(401, code, message);
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ErrorCode.validation, message, field === undefined ? {} : { field });

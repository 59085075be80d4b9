import { ErrorCode } from '@shop/contracts';

/** An error whose status, code and message are safe to show to the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** The field a 400 or a 409 DUPLICATE is about, so a form can show the message beside it. */
  readonly field?: string;
  /** What still uses a record a 409 IN_USE refused to delete. */
  readonly usedBy?: string[];

  constructor(statusCode: number, code: string, message: string, details: { field?: string; usedBy?: string[] } = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    if (details.field !== undefined) this.field = details.field;
    if (details.usedBy !== undefined) this.usedBy = details.usedBy;
  }
}

export const notFound = (message: string) => new HttpError(404, ErrorCode.notFound, message);
export const forbidden = (message = 'You may not do this') => new HttpError(403, ErrorCode.forbidden, message);
export const unauthorized = (code: string, message: string) => new HttpError(401, code, message);
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ErrorCode.validation, message, field === undefined ? {} : { field });

import { ErrorCode } from '@shop/contracts';

/** An error whose status, code and message are safe to show to the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (message: string) => new HttpError(404, ErrorCode.notFound, message);
export const forbidden = (message = 'You may not do this') => new HttpError(403, ErrorCode.forbidden, message);
export const unauthorized = (code: string, message: string) => new HttpError(401, code, message);

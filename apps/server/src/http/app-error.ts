import { BodyCode } from '@app/contract/codes';

/**
 * An outcome the application decided: answered as HTTP 200 with {code, msg, data}, msg being the
 * catalog key translated into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly data: unknown = null,
    readonly params?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const invalid = (fields: Record<string, string>, key = 'validation.default') =>
  new AppError(BodyCode.invalid, key, { fields });
export const notFound = () => new AppError(BodyCode.notFound, 'error.notFound');
export const forbidden = () => new AppError(BodyCode.forbidden, 'error.forbidden');
export const unauthorized = () => new AppError(BodyCode.unauthorized, 'error.sessionExpired');
export const tooMany = (retryAfter: number, key = 'error.tooMany') =>
  new AppError(BodyCode.tooMany, key, { retryAfter }, { retryAfter });

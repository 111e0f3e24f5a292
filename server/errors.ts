/** One error type for the whole server; its code maps to an HTTP status in one place. */

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields for the body, for a client that acts on them (checkout's problems). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** The body of every 4xx and 5xx answer. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  [detail: string]: unknown;
}

/**
 * The one way the client talks to the API (SPEC §8): cookies always sent, any non-OK answer
 * raises an ApiError whose text is "{status}: {body or status text}". Error bodies carry message
 * codes (common/messages.ts) that screens translate; the English texts stay for logs and tests.
 */
import { isMessageCode, type MessageCode, type ParamValue } from '../../../common/messages.ts';

type Params = Record<string, ParamValue>;

/** A record of strings from a body field, without the entries that are not strings. */
function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The body as an object, or an empty one when it is not a JSON object. */
  private get parsed(): Record<string, unknown> {
    try {
      return recordOf(JSON.parse(this.body));
    } catch {
      return {};
    }
  }

  /** The server's own message from an {"message"} body, else the raw text. */
  get serverMessage(): string {
    const { message } = this.parsed;
    return typeof message === 'string' && message ? message : this.body;
  }

  /** Field messages (English) from a 400 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = recordOf(this.parsed.errors);
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }

  /** The answer's message code; undefined for a body without a known one (a proxy's page). */
  get code(): MessageCode | undefined {
    const { code } = this.parsed;
    return isMessageCode(code) ? code : undefined;
  }

  /** The parameters of the answer's code, e.g. { count, name } for checkout.onlyLeft. */
  get params(): Params | undefined {
    const { params } = this.parsed;
    return params && typeof params === 'object' ? (params as Params) : undefined;
  }

  /** The code of each refused field, keyed by field name ("items.0.quantity"). */
  get codes(): Record<string, MessageCode> {
    const codes = recordOf(this.parsed.codes);
    return Object.fromEntries(
      Object.entries(codes).filter((entry): entry is [string, MessageCode] =>
        isMessageCode(entry[1]),
      ),
    );
  }

  /** The parameters of the fields' codes that take some, keyed by field name. */
  get fieldParams(): Record<string, Params> {
    return recordOf(this.parsed.fieldParams) as Record<string, Params>;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** GET that answers null instead of throwing on 401 (signed out). */
export async function apiGetOrNullOn401<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

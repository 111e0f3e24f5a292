/**
 * The one way the client talks to the API (SPEC §8): cookies always sent, any non-OK answer
 * raises an ApiError whose text is "{status}: {body or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's own message from an {"message"} body, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // not JSON
    }
    return this.body;
  }

  /** Field messages from a 400 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
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

/**
 * A Server-Sent Events reader over real HTTP, as a browser's EventSource reads GET /api/events:
 * it parses frames (id, event, data) and comments (the heartbeat), and lets a test wait for one.
 */
import http from 'node:http';

export interface SseEvent {
  id: number | null;
  event: string;
  data: unknown;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: string[];
  /** The `retry:` the server asked for. */
  retry: number | null;
  /** What a browser would send as Last-Event-ID on a reconnect (the last `id:` line, event or not). */
  lastEventId: number | null;
  /** Resolves with the first event (already arrived or to come) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once a comment line (e.g. ': ping') arrives. */
  nextComment(timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET {base}{path} with the cookie (and a Last-Event-ID) and resolves once headers came. */
export function openStream(
  base: string,
  options: { cookie?: string; lastEventId?: number; path?: string } = {},
): Promise<SseStream> {
  const url = new URL(options.path ?? '/api/events', base);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      const wake = () => {
        for (const waiter of [...waiters]) waiter();
      };
      let buffer = '';
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      const stream: SseStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        retry: null,
        lastEventId: null,
        ended,
        next(match, timeoutMs = 3000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.find(match);
              if (hit) {
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        nextComment(timeoutMs = 3000) {
          const seen = comments.length;
          return new Promise((found, fail) => {
            const check = () => {
              if (comments.length > seen) {
                waiters.delete(check);
                clearTimeout(timer);
                found(comments[seen] as string);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no comment in ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
          });
        },
        close() {
          request.destroy();
        },
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const frame: { id: number | null; event: string; data: string[] } = {
            id: null,
            event: 'message',
            data: [],
          };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) {
              frame.id = Number(line.slice(4));
              stream.lastEventId = frame.id;
            } else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              frame.data.push(line.slice(6));
              isEvent = true;
            }
          }
          if (isEvent) {
            const text = frame.data.join('\n');
            let data: unknown = text;
            try {
              data = JSON.parse(text);
            } catch {
              // Not JSON: kept as text.
            }
            events.push({ id: frame.id, event: frame.event, data, at: performance.now() });
          }
        }
        wake();
      });
      const finish = () => {
        endedResolve();
        wake();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/**
 * A real SMTP server for the email tests (smtp-server, in-process, port 0). It captures what it
 * receives, parsed just enough for the tests: headers, subject, the text and HTML parts. Its
 * `mode` plays a healthy server, one that refuses every sender ('refuse': 451) and one that
 * accepts the connection and never answers ('hang').
 */
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  to: string[];
  /** Header names lower-cased, values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export type SmtpMode = 'accept' | 'refuse' | 'hang';

export interface SmtpFixture {
  url: string;
  mode: SmtpMode;
  messages: CapturedEmail[];
  /** Resolves once `count` messages have arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedEmail[]>;
  /** Connections made since the start, answered or not. */
  connections: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] as string;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words (RFC 2047); the space between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_all, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** The leaf parts of a (possibly nested) multipart message. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, ''))));
}

export function parseMessage(raw: string, to: string[]): CapturedEmail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const of = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type))
      .map(decodeBody)
      .join('');
  return {
    to,
    headers: message.headers,
    subject: message.headers.get('subject') ?? '',
    text: of('text/plain'),
    html: of('text/html'),
  };
}

export async function startSmtpFixture(): Promise<SmtpFixture> {
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const fixture: SmtpFixture = {
    url: '',
    mode: 'accept',
    messages: [],
    connections: 0,
    async waitFor(count, timeoutMs = 10_000) {
      if (fixture.messages.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () =>
              reject(
                new Error(
                  `expected ${count} emails within ${timeoutMs} ms, got ${fixture.messages.length}`,
                ),
              ),
            timeoutMs,
          );
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return fixture.messages;
    },
    close: async () => {},
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      fixture.connections++;
      // A server that hangs: the greeting never comes.
      if (fixture.mode !== 'hang') callback();
    },
    onMailFrom(_address, _session, callback) {
      if (fixture.mode === 'refuse') {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        fixture.messages.push(parseMessage(Buffer.concat(chunks).toString('utf8'), to));
        for (const waiter of [...waiters]) {
          if (fixture.messages.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp fixture has no port');
  fixture.url = `smtp://127.0.0.1:${address.port}`;
  fixture.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fixture;
}

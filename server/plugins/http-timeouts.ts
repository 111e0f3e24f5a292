/**
 * How long the server waits for slow clients (issue 17). Without these a client that sends its
 * body one byte every 15 seconds kept a request, its socket and its memory for as long as it
 * liked, and a few hundred such clients would hold every connection the server can take.
 *
 * - REQUEST_TIMEOUT_MS: the whole request, headers and body, must arrive in this time (5 minutes
 *   by default: a 10 MB photo from a phone at about 300 kbit/s; the upload route's own deadline,
 *   modules/media/upload.ts, usually answers first with its own message);
 * - HEADERS_TIMEOUT_MS: the headers alone, much sooner (they are a few kilobytes);
 * - IDLE_TIMEOUT_MS: a socket without traffic either way is closed (the live stream writes a
 *   heartbeat every 25 s, so it stays open);
 * - KEEP_ALIVE_TIMEOUT_MS: how long a kept-alive connection waits for its next request.
 *
 * Node.js answers a request or headers timeout through the server's clientError event; the
 * handler here answers 408 with the error body of plugins/errors.ts instead of Fastify's own.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import { type MessageCode, formatMessage } from '../../common/messages.ts';
import type { Config } from '../config.ts';

type TimeoutSettings = Pick<
  Config,
  'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'IDLE_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'
>;

/** Node.js's own period for checking the request and headers timeouts. */
const NODE_CHECKING_INTERVAL_MS = 30_000;

/** A raw HTTP answer that closes the connection, with the error body of plugins/errors.ts. */
function rawAnswer(status: number, code: MessageCode): string {
  const body = JSON.stringify({ message: formatMessage(code), code });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cache-Control: no-store\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

const TIMED_OUT = rawAnswer(408, 'request.timeout');
const HEADERS_TOO_LARGE = rawAnswer(431, 'request.invalid');
const MALFORMED = rawAnswer(400, 'request.invalid');

/** Node.js's internal: the answer being written on this socket, if one began. */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } };

/**
 * A request that timed out or could not be parsed: 408, 431 or 400, unless an answer already
 * began on the socket (then a second one would garble it), and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answering = (socket as ServerSocket)._httpMessage?.headersSent ?? false;
  if (socket.writable && !answering) {
    socket.write(
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? TIMED_OUT
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? HEADERS_TOO_LARGE
          : MALFORMED,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's server options for these timeouts. Node.js checks the request and headers timeouts
 * every connectionsCheckingInterval (30 s by its default, which would let a 20 s headers timeout
 * run to 50 s): here a quarter of the shorter one, so that they hold to within 25 %.
 */
export function timeoutOptions(config: TimeoutSettings) {
  const checked = [config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS].filter((ms) => ms > 0);
  const connectionsCheckingInterval = checked.length
    ? Math.min(NODE_CHECKING_INTERVAL_MS, Math.max(10, Math.floor(Math.min(...checked) / 4)))
    : NODE_CHECKING_INTERVAL_MS;
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval,
    },
    clientErrorHandler: answerClientError,
  } satisfies Partial<FastifyServerOptions & Pick<FastifyHttpOptions<Server>, 'http'>>;
}

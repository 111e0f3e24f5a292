/**
 * Reading the one file of a multipart upload into memory, within limits: at most
 * MAX_UPLOAD_BYTES (413 as soon as a byte more arrives, or at once when Content-Length says so),
 * and never waiting forever on a client that stalls (408 after UPLOAD_TIMEOUTS: 30 s without
 * data, or 5 minutes in all). A refused upload's connection is closed rather than drained.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { MAX_UPLOAD_BYTES } from './process.ts';

/** Multipart boundaries, part headers and a few small fields around the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;

export interface UploadTimeouts {
  /** A connection that sends nothing for this long has gone. */
  idleMs: number;
  /** The longest an upload may take in all. */
  totalMs: number;
}

/** 30 s of silence; 5 minutes is 10 MB at about 300 kbit/s. */
export const UPLOAD_TIMEOUTS: UploadTimeouts = { idleMs: 30_000, totalMs: 5 * 60_000 };

/** @fastify/multipart's settings for the upload route. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 100,
} as const;

/** The form field that carries the picture. */
const FILE_FIELD = 'file';

function refuse(reply: FastifyReply, error: AppError): AppError {
  // Whatever the client still sends is not read: the connection ends with this answer.
  reply.header('Connection', 'close');
  return error;
}

/** Resolves never; rejects with 408 when the request stalls or takes too long. */
function deadline(request: FastifyRequest, reply: FastifyReply, timeouts: UploadTimeouts) {
  let idle: NodeJS.Timeout | undefined;
  let total: NodeJS.Timeout | undefined;
  let onData: () => void = () => {};
  const expired = new Promise<never>((_resolve, reject) => {
    const expire = () =>
      reject(refuse(reply, new AppError('REQUEST_TIMEOUT', 'media.upload.timeout')));
    onData = () => idle?.refresh();
    idle = setTimeout(expire, timeouts.idleMs);
    total = setTimeout(expire, timeouts.totalMs);
    request.raw.on('data', onData);
  });
  return {
    expired,
    stop() {
      clearTimeout(idle);
      clearTimeout(total);
      request.raw.off('data', onData);
    },
  };
}

async function readFilePart(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION', 'media.file.required');
  if (part.fieldname !== FILE_FIELD) {
    // The rest of the body (this file's bytes among them) is not read: close like the others.
    throw refuse(reply, new AppError('VALIDATION', 'media.file.required'));
  }
  const tooLarge = () => refuse(reply, new AppError('PAYLOAD_TOO_LARGE', 'media.file.tooLarge'));
  // Busboy stops keeping the file at the limit but would read the rest of the part: stop here.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  // A file stream without an encoding yields Buffers.
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** What a failure to read the multipart body answers. */
function readError(error: unknown, reply: FastifyReply): unknown {
  if (error instanceof AppError) return error;
  // Multipart's errors carry a Fastify error code; anything else may be thrown here too.
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT'
  ) {
    return refuse(reply, new AppError('PAYLOAD_TOO_LARGE', 'media.file.tooLarge'));
  }
  // Busboy's refusals of a malformed body ("Unexpected end of form", "Malformed part header").
  return refuse(reply, new AppError('VALIDATION', 'request.invalid'));
}

/** The uploaded file's bytes; AppError for a missing, oversized, malformed or stalled upload. */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  timeouts: UploadTimeouts = UPLOAD_TIMEOUTS,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE) {
    throw refuse(reply, new AppError('PAYLOAD_TOO_LARGE', 'media.file.tooLarge'));
  }
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'media.file.required');
  const watch = deadline(request, reply, timeouts);
  const reading = readFilePart(request, reply);
  // Whichever loses the race below must not end as an unhandled rejection.
  reading.catch(() => {});
  watch.expired.catch(() => {});
  try {
    return await Promise.race([reading, watch.expired]);
  } catch (error) {
    throw readError(error, reply);
  } finally {
    watch.stop();
  }
}

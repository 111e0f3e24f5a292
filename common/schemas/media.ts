/** Uploaded pictures as other payloads refer to them. */
import { z } from 'zod';
import { MEDIA_ID_PATTERN } from '../media.ts';
import { issue } from '../messages.ts';

/** An upload's id (POST /api/media); only its uploader may attach it (404 otherwise). */
export const mediaIdSchema = z
  .string({ error: issue('media.id.invalid') })
  .trim()
  .toLowerCase()
  .regex(MEDIA_ID_PATTERN, issue('media.id.invalid'));

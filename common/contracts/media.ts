/** POST /api/media: an upload as stored (common/media.ts names its variants). */
import { z } from 'zod';

export const mediaUploadSchema = z.object({
  id: z.string(),
  /** The 640 px WebP. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

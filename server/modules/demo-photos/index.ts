/**
 * The demo data's pictures (server/db/seed.ts): a photo per product (a few have two or three), a
 * round logo and a wide cover per store, rendered from the catalog (render.ts), and the pending
 * transporter's two identity documents (documents.ts), made into the same variants as an upload
 * by the media module's pipeline. They are made before the seed's
 * transaction and cached on disk (cache.ts), so only the first seed on a machine pays for them.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MEDIA_PIPELINE_VERSION, processImage, type ProcessedImage } from '../media/index.ts';
import { defaultCacheDir, readCached, writeCached } from './cache.ts';
import {
  documentPicture,
  documentSvg,
  type DemoDocumentKind,
  type DocumentHolder,
} from './documents.ts';
import {
  objectSvg,
  productPhoto,
  RENDER_VERSION,
  storeCover,
  storeLogo,
  type Subject,
} from './render.ts';

/**
 * Bump when this file changes how a picture is made: cached pictures are keyed on it (with
 * render.ts's RENDER_VERSION and the drawings themselves).
 */
export const DEMO_PHOTOS_VERSION = 1;

export interface DemoProduct {
  slug: string;
  /** the illustration kind (oil, plate, carpet…) */
  category: string;
  variant?: number;
  featured: boolean;
  /** how many photos the product has (1 when absent): the cover, then closer views */
  photos?: number;
}

export interface DemoStore {
  key: string;
  products: DemoProduct[];
}

export interface DemoPhotos {
  /** by product slug, the cover first */
  products: Map<string, ProcessedImage[]>;
  /** by store key */
  logos: Map<string, ProcessedImage>;
  covers: Map<string, ProcessedImage>;
  /** the pending transporter's identity card and driving licence, when a holder was given */
  documents: Map<DemoDocumentKind, ProcessedImage>;
}

export interface DemoPhotoOptions {
  /** where processed pictures are kept between runs; null keeps none */
  cacheDir?: string | null;
  /** pictures made at once (each is one libvips pipeline) */
  concurrency?: number;
  /** told how many pictures must be drawn, when the cache lacks some (a first start is slow) */
  log?: (message: string) => void;
  /** whose identity card and driving licence to draw (the pending demo transporter's) */
  documentHolder?: DocumentHolder;
}

interface Job {
  key: string;
  render: () => Promise<Buffer>;
}

const subjectOf = (p: DemoProduct, shot = 0): Subject => ({
  slug: p.slug,
  category: p.category,
  variant: p.variant,
  shot,
});

/** The products a cover shows: featured first, one per illustration kind. */
function coverSubjects(store: DemoStore): Subject[] {
  const kinds = new Set<string>();
  const ordered = [...store.products.filter((p) => p.featured), ...store.products];
  return ordered
    .filter((p) => !kinds.has(p.category) && kinds.add(p.category))
    .slice(0, 5)
    .map((p) => subjectOf(p));
}

function jobKey(what: string, subjects: Subject[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        what,
        version: DEMO_PHOTOS_VERSION,
        render: RENDER_VERSION,
        pipeline: MEDIA_PIPELINE_VERSION,
        vips: sharp.versions.vips,
        subjects,
        drawings: subjects.map((s) => objectSvg(s, 600)),
      }),
    )
    .digest('hex')
    .slice(0, 32);
}

/** A document's cache key: its drawing, with what else makes the picture. */
function documentKey(kind: DemoDocumentKind, holder: DocumentHolder): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        what: `document:${kind}`,
        version: DEMO_PHOTOS_VERSION,
        pipeline: MEDIA_PIPELINE_VERSION,
        vips: sharp.versions.vips,
        drawing: documentSvg(kind, holder),
      }),
    )
    .digest('hex')
    .slice(0, 32);
}

async function make(job: Job, cacheDir: string | null, onMiss: () => void) {
  const cached = cacheDir ? await readCached(cacheDir, job.key) : null;
  if (cached) return cached;
  onMiss();
  const processed = await processImage(await job.render());
  if (cacheDir) await writeCached(cacheDir, job.key, processed);
  return processed;
}

/** Runs `jobs` at most `concurrency` at a time; answers their pictures by key. */
async function runAll(
  jobs: Job[],
  cacheDir: string | null,
  concurrency: number,
  log?: (message: string) => void,
) {
  const results = new Map<string, ProcessedImage>();
  let next = 0;
  let drawn = 0;
  const onMiss = () => {
    if (drawn++ === 0) log?.(`drawing the demo pictures (${jobs.length}, about a minute)…`);
  };
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      results.set(job.key, await make(job, cacheDir, onMiss));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (drawn > 0) log?.(`drew ${drawn} demo pictures`);
  return results;
}

/** Every picture of the demo stores, processed as uploads are. */
export async function makeDemoPhotos(
  stores: DemoStore[],
  options: DemoPhotoOptions = {},
): Promise<DemoPhotos> {
  const cacheDir = options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir;
  const concurrency = options.concurrency ?? Math.min(2, availableParallelism());
  const jobs: Job[] = [];
  const productKeys = new Map<string, string[]>();
  const logoKeys = new Map<string, string>();
  const coverKeys = new Map<string, string>();
  for (const store of stores) {
    for (const product of store.products) {
      const keys = Array.from({ length: Math.max(1, product.photos ?? 1) }, (_, shot) => {
        const subject = subjectOf(product, shot);
        const key = jobKey('product', [subject]);
        jobs.push({ key, render: () => productPhoto(subject) });
        return key;
      });
      productKeys.set(product.slug, keys);
    }
    const signature = store.products[0];
    if (!signature) throw new Error(`Demo store ${store.key} has no product`);
    const logo = subjectOf(signature);
    const logoKey = jobKey('logo', [logo]);
    jobs.push({ key: logoKey, render: () => storeLogo(logo) });
    logoKeys.set(store.key, logoKey);
    const shown = coverSubjects(store);
    const coverKey = jobKey(`cover:${store.key}`, shown);
    jobs.push({ key: coverKey, render: () => storeCover(store.key, shown) });
    coverKeys.set(store.key, coverKey);
  }
  const documentKeys = new Map<DemoDocumentKind, string>();
  const holder = options.documentHolder;
  if (holder) {
    for (const kind of ['identity', 'licence'] as const) {
      const key = documentKey(kind, holder);
      jobs.push({ key, render: () => documentPicture(kind, holder) });
      documentKeys.set(kind, key);
    }
  }
  const results = await runAll(jobs, cacheDir, concurrency, options.log);
  const get = (key: string) => {
    const image = results.get(key);
    if (!image) throw new Error(`Demo picture ${key} was not made`);
    return image;
  };
  const byKey = <K>(keys: Map<K, string>) =>
    new Map([...keys].map(([name, key]) => [name, get(key)]));
  return {
    products: new Map([...productKeys].map(([slug, keys]) => [slug, keys.map(get)])),
    logos: byKey(logoKeys),
    covers: byKey(coverKeys),
    documents: byKey(documentKeys),
  };
}

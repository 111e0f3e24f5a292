/**
 * The processed demo pictures kept on disk between seeds (node_modules/.cache/hanout-demo-photos,
 * or the system's temporary folder when there is no node_modules): rendering and encoding the
 * ninety pictures takes about a minute on two cores, reading them back well under a second.
 * An entry is a folder named by the hash of everything that makes the picture; it is written
 * under a temporary name and renamed, so a reader never sees half an entry, and two processes
 * seeding at once at worst both render it. A cache that cannot be written is no error.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_VARIANTS } from '../../../common/media.ts';
import type { ProcessedImage } from '../media/index.ts';

/** node_modules/.cache of the project this file runs from (sources or dist/), else tmp. */
export function defaultCacheDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      return path.join(dir, 'node_modules', '.cache', 'hanout-demo-photos');
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(tmpdir(), 'hanout-demo-photos');
    dir = parent;
  }
}

export async function readCached(dir: string, key: string): Promise<ProcessedImage | null> {
  const entry = path.join(dir, key);
  try {
    const size = JSON.parse(await readFile(path.join(entry, 'size.json'), 'utf8')) as {
      width: number;
      height: number;
    }; // written by writeCached below
    const files = await Promise.all(MEDIA_VARIANTS.map((v) => readFile(path.join(entry, v))));
    const variants = Object.fromEntries(MEDIA_VARIANTS.map((v, i) => [v, files[i]]));
    return { width: size.width, height: size.height, variants } as ProcessedImage; // every variant read above
  } catch {
    return null;
  }
}

export async function writeCached(dir: string, key: string, image: ProcessedImage) {
  const temporary = path.join(dir, `${key}.${process.pid}.${Date.now()}.tmp`);
  try {
    await mkdir(temporary, { recursive: true });
    await Promise.all([
      writeFile(
        path.join(temporary, 'size.json'),
        JSON.stringify({ width: image.width, height: image.height }),
      ),
      ...MEDIA_VARIANTS.map((v) => writeFile(path.join(temporary, v), image.variants[v])),
    ]);
    await rename(temporary, path.join(dir, key));
  } catch {
    // Read-only disk, or another process renamed its copy first: the picture is made anyway.
    await rm(temporary, { recursive: true, force: true }).catch(() => {});
  }
}

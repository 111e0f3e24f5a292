/**
 * What the client's first load weighs, per page, from a Vite build kept in memory:
 *   npx tsx bench/bundle-report.ts            (the '/' and '/dashboard' totals, the chunks, top modules)
 *   npx tsx bench/bundle-report.ts --modules  (every module of every chunk a page loads)
 * A page loads the entry and its static imports (the modulepreloads), the CSS they carry, the
 * lazy chunks that render at first paint (its layout, its page, its locale part) and theirs.
 * Sizes are gzip -9 of each file as served; a module's share is the file's gzip size split in
 * proportion to its code before minification (an estimate: modules minify and compress unevenly).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

export type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const src = (file: string) => path.join(root, 'client', 'src', file);

/**
 * The modules a page opens at first paint beside the entry: its page, the lazy pieces it shows at
 * once, and the locale parts it needs (English: the browser of a bench has no other language).
 */
export const PAGE_STARTS: Record<string, string[]> = {
  '/': [src('pages/marketplace-home.tsx'), src('locales/parts/en.public.json')],
  '/dashboard': [
    src('pages/dashboard.tsx'),
    src('app/layouts/back-office-layout.tsx'),
    // Drawn as soon as the figures arrive, before the network is idle.
    src('features/dashboard/revenue-chart.tsx'),
    src('locales/parts/en.public.json'),
    src('locales/parts/en.office.json'),
  ],
};

export const BUDGET_KB: Record<string, number> = { '/': 120, '/dashboard': 200 };

export interface FileWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
  modules: Array<{ id: string; bytes: number; gzipBytes: number }>;
}

export interface PageWeight {
  page: string;
  files: FileWeight[];
  jsKb: number;
  cssKb: number;
  totalKb: number;
  budgetKb: number;
  /** Starting modules that were not found in the build (a renamed file: fix PAGE_STARTS). */
  missing: string[];
}

const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function buildInMemory(): Promise<Output[]> {
  // React's production build, as scripts/client-build.mjs makes it (a test runner says "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    // In memory: the shared dist/client of the other tools stays as it is.
    build: {
      write: false,
      outDir: path.join(root, 'node_modules', '.cache', 'bundle-report'),
      emptyOutDir: false,
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

function weigh(output: Output): FileWeight {
  if (output.type === 'asset') {
    const bytes =
      typeof output.source === 'string' ? Buffer.byteLength(output.source) : output.source.length;
    return { file: output.fileName, bytes, gzipBytes: gzip(output.source), modules: [] };
  }
  const gzipBytes = gzip(output.code);
  const rendered = Object.values(output.modules).reduce(
    (sum, info) => sum + info.renderedLength,
    0,
  );
  const modules = Object.entries(output.modules)
    .map(([id, info]) => ({
      id: path.relative(root, id).replace(/^node_modules\//, '~/'),
      bytes: info.renderedLength,
      gzipBytes: rendered ? (gzipBytes * info.renderedLength) / rendered : 0,
    }))
    .filter((module) => module.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return { file: output.fileName, bytes: Buffer.byteLength(output.code), gzipBytes, modules };
}

/**
 * The files loaded for these starting modules: the entry, the chunk of each start, their static
 * imports and their CSS. `missing`: starts the build does not have.
 */
export function filesLoaded(
  outputs: Output[],
  starts: string[],
): { files: Output[]; missing: string[] } {
  const chunks = outputs.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(outputs.map((o) => [o.fileName, o]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const missing: string[] = [];
  const roots = [entry];
  for (const start of starts) {
    const chunk = chunks.find((c) => c.facadeModuleId === start || start in c.modules);
    if (chunk) roots.push(chunk);
    else missing.push(path.relative(root, start));
  }
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  return { files: [...seen].map((name) => byName.get(name)!), missing };
}

/** What '/' and '/dashboard' load at first, weighed. */
export function pageWeights(outputs: Output[]): PageWeight[] {
  return Object.entries(PAGE_STARTS).map(([page, starts]) => {
    const loaded = filesLoaded(outputs, starts);
    const missing = loaded.missing;
    const files = loaded.files.map(weigh);
    const sum = (test: (f: FileWeight) => boolean) =>
      kb(files.filter(test).reduce((total, f) => total + f.gzipBytes, 0));
    return {
      page,
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      jsKb: sum((f) => f.file.endsWith('.js')),
      cssKb: sum((f) => f.file.endsWith('.css')),
      totalKb: sum(() => true),
      budgetKb: BUDGET_KB[page] ?? Infinity,
      missing,
    };
  });
}

function print(pages: PageWeight[], everyModule: boolean) {
  for (const page of pages) {
    console.log(
      `\n${page.page}: ${page.totalKb} KB gzip (JS ${page.jsKb}, CSS ${page.cssKb}; budget ${page.budgetKb})`,
    );
    if (page.missing.length) console.log(`  not in the build: ${page.missing.join(', ')}`);
    for (const file of page.files) {
      console.log(`  ${kb(file.gzipBytes).toString().padStart(6)} KB  ${file.file}`);
      const shown = everyModule ? file.modules : file.modules.slice(0, 8);
      for (const module of shown) {
        console.log(
          `           ${kb(module.gzipBytes).toString().padStart(6)} KB gz ~ ${kb(module.bytes).toString().padStart(7)} KB raw  ${module.id}`,
        );
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV = 'production';
  const pages = pageWeights(await buildInMemory());
  print(pages, process.argv.includes('--modules'));
  process.exitCode = pages.some((p) => p.totalKb > p.budgetKb || p.missing.length) ? 1 : 0;
}

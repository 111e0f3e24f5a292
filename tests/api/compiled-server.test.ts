/**
 * `npm start` runs the server compiled to dist/ by `npm run build`, with plain Node (no tsx):
 * it starts, migrates, answers the API and finds the files it reads at run time (the content
 * Markdown under client/src) from dist/server as it does from the sources.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, SERVER_ENTRY } from '../../scripts/server-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-compiled-'));
let child: ChildProcess | undefined;

beforeAll(async () => {
  await ensureServerBuild();
}, 180_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startCompiled(): Promise<string> {
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (match?.[1]) return match[1];
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server did not start:\n${out}`);
}

describe('the compiled server (dist/server)', () => {
  it('starts with plain node, migrates, and serves the API and the content paths', async () => {
    const url = await startCompiled();

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    // Migrated: the marketplace reads real tables (empty, as SEED_DEMO is off).
    const stores = await fetch(`${url}/api/marketplace/stores`);
    expect(stores.status).toBe(200);

    // The blog's articles are listed from client/src/content, found from dist/server/.
    const articles = readdirSync(path.join(root, 'client', 'src', 'content', 'en', 'blog'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `/blog/${file.slice(0, -3)}`);
    expect(articles.length).toBeGreaterThan(0);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    for (const article of articles) expect(sitemap).toContain(`${article}</loc>`);

    child?.kill('SIGTERM');
    expect(await new Promise((resolve) => child?.on('exit', resolve))).toBe(0);
  }, 120_000);

  it('draws a packing slip with the font and PDFKit data found from dist/server', async () => {
    // Plain node on the compiled module: the Arabic font and the AFM metrics are read at run time.
    const script = `
      const { renderPackingSlip } = await import(${JSON.stringify(
        path.join(root, 'dist', 'server', 'modules', 'packing-slip', 'slip.js'),
      )});
      const pdf = await renderPackingSlip({
        reference: 'HN-ABCDEF', orderDate: new Date(), note: null, cashOnDelivery: true,
        store: { name: 'Dar Zitouna', phone: '+216 74 000 111', address: 'Sfax' },
        buyer: { name: 'يوسف', phone: '+216 55 123 456', address: 'سوسة', governorate: 'TN-51' },
        lines: [{ name: 'Huile', quantity: 1, lineTotal: 18.5 }],
        subtotal: 18.5, deliveryFee: 7, total: 25.5,
      }, { size: 'a6', lang: 'ar', trackingUrl: 'https://hanout.tn/t' });
      process.stdout.write(pdf.subarray(0, 5).toString() + String(pdf.includes('NotoSansArabic')));
    `;
    const run = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    expect(await new Promise((resolve) => run.on('exit', resolve)), out).toBe(0);
    expect(out).toBe('%PDF-true');
  }, 60_000);
});

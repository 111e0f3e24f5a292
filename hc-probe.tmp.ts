import { buildApp } from './server/app.ts';
import { testConfig } from './server/config.ts';
import { openPglite } from './server/db/client.ts';
import { seedDemo } from './server/db/seed.ts';
const database = await openPglite();
await database.migrate();
await seedDemo(database.db, { photos: false });
const app = await buildApp({ config: testConfig({ NODE_ENV: 'production' } as never), database, logger: false, clientRoot: '/nonexistent' });
await app.ready();
let inv = 0;
await database.listen('hanout_public_reads', { onMessage: (p) => { inv++; } });
for (let i = 0; i < 3; i++) {
  const { result, statements } = await database.recordQueries(() => app.inject({ method: 'GET', url: '/api/marketplace/products/featured' }));
  console.log(result.statusCode, result.headers.etag, statements.length, statements.map(s => s.sql.slice(0, 60)));
}
const t = performance.now();
for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url: '/api/marketplace/products/featured' });
console.log('inject x2000 ms', performance.now() - t, 'invalidations', inv, app.publicReads.size());
for (const url of ['/api/marketplace/products/featured', '/api/marketplace/products/featured', '/api/marketplace/products/featured', '/api/marketplace/products/featured']) {
  const t2 = performance.now();
  for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url });
  console.log(url, 'per req µs', ((performance.now() - t2) / 2).toFixed(0));
}
const { Session } = await import('node:inspector/promises');
const { writeFileSync } = await import('node:fs');
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.start');
const t3 = performance.now();
for (let i = 0; i < 20000; i++) await app.inject({ method: 'GET', url: '/api/marketplace/products/featured' });
console.log('profiled per req µs', ((performance.now() - t3) / 20).toFixed(0));
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/hc-bench/hit.cpuprofile', JSON.stringify(profile));
await app.close();

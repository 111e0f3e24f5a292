import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
let on = false;
process.on('SIGWINCH', async () => {
  if (!on) { await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start'); on = true; console.error('PROFILING'); }
  else { const { profile } = await session.post('Profiler.stop'); writeFileSync(process.env.PROF_OUT ?? '/tmp/hc-bench/live.cpuprofile', JSON.stringify(profile)); on = false; console.error('PROFILE WRITTEN'); }
});
await import('./server/index.ts');

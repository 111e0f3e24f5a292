/**
 * npm run dev: the API (restarting on change) on API_PORT (3001) and Vite with hot reload on
 * PORT (3000), which proxies /api to it. Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', API_PORT: apiPort },
  }),
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '3000', '--strictPort'],
    { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } },
  ),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}

/**
 * The files that run Hanout as several instances (issue 17): the Dockerfile, compose.yaml and the
 * proxy's deploy/nginx.conf. Nothing is built or started here (no Docker engine needed): each file
 * is read the way its tool reads it (compose.yaml resolved by Compose itself), and every check is
 * one a regression of the file, or a server change the files stopped following, would fail.
 *
 * Compose must be installed: `docker-compose` (Debian's package, which .ci/run installs) or
 * `docker compose`. Without either this file fails rather than skips, so CI never passes without
 * having checked compose.yaml.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { MAX_UPLOAD_BYTES } from '../../server/modules/media/process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** server/index.ts's SHUTDOWN_TIMEOUT_MS: how long a stopping instance finishes its requests. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * How long a proxy must let the live stream stay silent (docs/deployment.md): the heartbeat of
 * server/modules/live/routes.ts comes every 25 s, and a stream cut just before it costs a
 * reconnection and a replay.
 */
const LIVE_SILENCE_MS = 30_000;
/** The live stream's path (server/modules/live/routes.ts under the /api prefix). */
const LIVE_PATH = '/api/events';
/** What the server reads from the project folder at run time (docs/deployment.md). */
const RUNTIME_FILES = ['dist', 'client/src/content', 'client/src/locales', 'package.json'];

// ---------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  name?: string;
  from: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile: continuation lines joined, comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue;
    const line = raw.replace(/\s+$/, '');
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    if (whole) logical.push(whole);
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, word = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const keyword = word.toUpperCase();
    if (keyword === 'FROM') {
      const [, from = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)?.instructions.push({ keyword, args: rest });
    }
  }
  return stages;
}

/** A stage and the stages it is built on, nearest first. */
function chainOf(stages: Stage[], stage: Stage): Stage[] {
  const chain = [stage];
  for (;;) {
    const parent = stages.find((s) => s.name && s.name === chain.at(-1)?.from);
    if (!parent || chain.includes(parent)) return chain;
    chain.push(parent);
  }
}

/** The instructions a stage runs with, its parents' first. */
function instructionsOf(stages: Stage[], stage: Stage): Instruction[] {
  return chainOf(stages, stage)
    .reverse()
    .flatMap((s) => s.instructions);
}

function envOf(instructions: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of instructions.filter((i) => i.keyword === 'ENV')) {
    for (const [, key = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
      env[key] = value.replace(/^"|"$/g, '');
    }
  }
  return env;
}

/** A COPY's sources, without its flags and its destination. */
function copySources(args: string): { from?: string; sources: string[] } {
  const words = args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from, sources: paths.slice(0, -1) };
}

/** Whether a .dockerignore pattern leaves out `file`: literal paths, and `**` before a name. */
function ignores(pattern: string, file: string): boolean {
  const clean = pattern.replace(/^\/+|\/+$/g, '');
  if (clean.startsWith('**/')) return file.split('/').includes(clean.slice(3));
  return file === clean || file.startsWith(`${clean}/`);
}

const stages = parseDockerfile(read('Dockerfile'));
/** The last stage: what `docker build` makes an image of. */
const runtime = stages.at(-1) as Stage;
const runtimeInstructions = instructionsOf(stages, runtime);

describe('Dockerfile', () => {
  const runs = (stage: Stage) =>
    stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

  it('builds in one stage and runs from another, on a slim Node 22 Debian image', () => {
    const build = stages.find((stage) => runs(stage).some((run) => /\bnpm run build\b/.test(run)));
    expect(build, 'a stage runs `npm run build`').toBeDefined();
    expect(runs(build as Stage).join('\n')).toMatch(/\bnpm ci\b(?![^\n]*--omit)/);
    // The runtime stage is neither the build stage nor built on top of it: no dev dependencies,
    // sources or caches ride along into the image.
    expect(chainOf(stages, runtime)).not.toContain(build);
    const image = chainOf(stages, runtime).at(-1)?.from;
    expect(image).toMatch(/^node:22(\.\d+)*(-(bookworm|trixie))?-slim(@sha256:[0-9a-f]+)?$/);
  });

  it('installs production dependencies only, keeping the optional ones (sharp, argon2)', () => {
    expect(runs(runtime).join('\n')).toMatch(/\bnpm (ci|prune)\b[^\n]*--omit=dev\b/);
    for (const stage of stages) {
      for (const run of runs(stage)) {
        expect(run).not.toMatch(/--omit=optional|--no-optional|--ignore-optional/);
      }
    }
  });

  it('serves as a user that is not root', () => {
    const user = runtimeInstructions
      .filter((i) => i.keyword === 'USER')
      .at(-1)
      ?.args.trim();
    expect(user, 'a USER in the runtime stage').toBeDefined();
    expect(user?.split(':')[0]).not.toMatch(/^(root|0)$/);
  });

  it('starts node itself on the compiled server, with the production settings', () => {
    const cmd = runtimeInstructions.filter((i) => i.keyword === 'CMD').at(-1)?.args ?? '';
    // Exec form only: a shell form runs under /bin/sh, which would not pass SIGTERM on.
    expect(cmd, 'CMD in exec form').toMatch(/^\[.*\]$/);
    const argv = JSON.parse(cmd) as string[];
    expect(argv[0]).toBe('node');
    expect(argv).toContain('dist/server/index.js');
    expect(runtimeInstructions.some((i) => i.keyword === 'ENTRYPOINT')).toBe(false);
    expect(envOf(runtimeInstructions)).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    const port = envOf(runtimeInstructions).PORT ?? '3000';
    const exposed = runtimeInstructions.filter((i) => i.keyword === 'EXPOSE').map((i) => i.args);
    expect(exposed).toContain(port);
    const health = runtimeInstructions.filter((i) => i.keyword === 'HEALTHCHECK').at(-1)?.args;
    expect(health).toMatch(/CMD \["node",/);
    expect(health).toContain('/api/health');
  });

  it('copies what the server reads at run time, from paths that exist and are sent', () => {
    const workdir = (stage: Stage) =>
      instructionsOf(stages, stage)
        .filter((i) => i.keyword === 'WORKDIR')
        .at(-1)
        ?.args.trim() ?? '/';
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const copied: string[] = [];
    for (const { args } of runtime.instructions.filter((i) => i.keyword === 'COPY')) {
      const { from, sources } = copySources(args);
      for (const source of sources) {
        if (from) {
          const origin = stages.find((s) => s.name === from) as Stage;
          expect(origin, `COPY --from=${from} names a stage`).toBeDefined();
          copied.push(path.posix.relative(workdir(origin), source));
          continue;
        }
        const file = source.replace(/^\.\//, '').replace(/\/$/, '');
        expect(existsSync(path.join(root, file)), `${file} exists in the repository`).toBe(true);
        const excludedBy = ignored.find((pattern) => ignores(pattern, file));
        expect(excludedBy, `${file} is not left out by .dockerignore`).toBeUndefined();
        copied.push(file);
      }
    }
    expect(copied).toEqual(expect.arrayContaining(RUNTIME_FILES));
  });

  it('sends no dependencies, builds, databases or history to the build', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const heavy of ['node_modules', 'dist', 'data', 'bench/.data', '.git', 'test-results']) {
      expect(ignored.some((pattern) => ignores(pattern.trim(), heavy))).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// compose.yaml

interface ComposeService {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: (string | number | { published?: string | number; target: string | number })[];
  volumes?: (string | { source?: string; target: string })[];
  healthcheck?: { test?: string | string[] };
  stop_grace_period?: string;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

let resolved: ComposeFile | undefined;

/** compose.yaml as Compose resolves it (merges, defaults, absolute paths); read once. */
function resolvedCompose(): ComposeFile {
  return (resolved ??= runCompose());
}

/** `docker-compose` (Debian's, v1), else Compose v2 as a docker plugin, else undefined. */
function composeCommand(): string[] | undefined {
  for (const [command = '', ...args] of [['docker-compose'], ['docker', 'compose']]) {
    try {
      execFileSync(command, [...args, 'version'], { stdio: 'ignore' });
      return [command, ...args];
    } catch {
      // Not installed, or docker without its compose plugin: try the next.
    }
  }
  return undefined;
}

function runCompose(): ComposeFile {
  const compose = composeCommand();
  if (!compose) {
    throw new Error(
      'Neither docker-compose nor `docker compose` is installed, so compose.yaml cannot be checked: ' +
        "install Debian's docker-compose (apt-get install docker-compose; .ci/run does) or Docker Compose v2.",
    );
  }
  const [command = '', ...args] = [...compose, '-f', 'compose.yaml', 'config'];
  try {
    const out = execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return parseYaml(out) as ComposeFile;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${compose.join(' ')} refuses compose.yaml:\n${stderr || String(error)}`);
  }
}

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  const pairs = Array.isArray(env)
    ? env.map((entry) => entry.split(/=(.*)/s).slice(0, 2))
    : Object.entries(env);
  return Object.fromEntries(pairs.map(([key = '', value]) => [key, String(value ?? '')]));
}

function dependenciesOf(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(deps).map(([name, dep]) => [name, dep.condition ?? 'service_started']),
  );
}

function publishedPorts(service: ComposeService): { published: number; target: number }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') {
      return { published: Number(port.published), target: Number(port.target) };
    }
    const parts = String(port).split(':');
    return { published: Number(parts.at(-2)), target: Number(parts.at(-1)?.split('/')[0]) };
  });
}

function mountsOf(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume === 'object') return { source: volume.source ?? '', target: volume.target };
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

/** A Compose duration (`15s`, `1m30s`) in milliseconds. */
function durationMs(value: string | undefined): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  for (const [, amount = '0', unit = 's'] of (value ?? '').matchAll(/([\d.]+)(ms|h|m|s)/g)) {
    total += Number(amount) * (units[unit] ?? 0);
  }
  return total;
}

const truthy = (value: string | undefined) => /^(true|1|yes)$/.test(value ?? 'true');

/** The services built from the repository's Dockerfile: the app instances. */
function appServices(): [string, ComposeService][] {
  return Object.entries(resolvedCompose().services).filter(([, service]) => {
    const build = typeof service.build === 'string' ? { context: service.build } : service.build;
    return (
      build !== undefined &&
      path.resolve(root, build.context) === root &&
      (build.dockerfile ?? 'Dockerfile') === 'Dockerfile'
    );
  });
}

describe('compose.yaml', () => {
  const proxies = () =>
    Object.entries(resolvedCompose().services).filter(
      ([, service]) => publishedPorts(service).length > 0,
    );

  it('runs two app instances built from the Dockerfile, reachable only through the proxy', () => {
    expect(appServices().length).toBeGreaterThanOrEqual(2);
    // TRUST_PROXY believes the X-Forwarded-For entry the proxy writes: an instance published
    // directly would let a client write that entry itself.
    for (const [name, service] of appServices()) {
      expect(publishedPorts(service), `${name} publishes no port`).toEqual([]);
    }
  });

  it('points every instance at the postgres service, once it answers', () => {
    const { services, volumes = {} } = resolvedCompose();
    for (const [name, service] of appServices()) {
      const url = new URL(environmentOf(service).DATABASE_URL ?? '');
      expect(url.protocol, `${name}'s DATABASE_URL`).toMatch(/^postgres(ql)?:$/);
      const database = services[url.hostname];
      expect(database?.image, `${name}'s database host is a postgres service`).toMatch(
        /^postgres:/,
      );
      const credentials = environmentOf(database as ComposeService);
      expect(decodeURIComponent(url.username)).toBe(credentials.POSTGRES_USER ?? 'postgres');
      expect(decodeURIComponent(url.password)).toBe(credentials.POSTGRES_PASSWORD);
      expect(url.pathname.slice(1)).toBe(credentials.POSTGRES_DB ?? url.username);
      expect(url.port || '5432').toBe('5432');
      expect(dependenciesOf(service)[url.hostname]).toBe('service_healthy');

      const test = [database?.healthcheck?.test ?? []].flat().join(' ');
      expect(test).toContain('pg_isready');
      // The data outlives the container: a named volume where the image keeps its cluster.
      const data = mountsOf(database as ComposeService).find((mount) =>
        mount.target.startsWith('/var/lib/postgresql'),
      );
      expect(data, `${url.hostname} keeps its data in a volume`).toBeDefined();
      expect(Object.keys(volumes)).toContain(data?.source);
    }
  });

  it('gives every instance the public address, one trusted proxy and time to stop', () => {
    const [proxy] = proxies();
    const published = publishedPorts(proxy?.[1] as ComposeService)[0]?.published;
    const seeders = appServices().filter(([, service]) => truthy(environmentOf(service).SEED_DEMO));
    // The seed waits on the migrations' lock and only fills an empty database, so two would be
    // safe; one is what the file means, and an unset SEED_DEMO seeds.
    expect(seeders.length).toBeLessThanOrEqual(1);
    for (const [name, service] of appServices()) {
      const env = environmentOf(service);
      const publicUrl = new URL(env.PUBLIC_URL ?? '');
      expect(publicUrl.protocol).toMatch(/^https?:$/);
      if (publicUrl.hostname === 'localhost') expect(publicUrl.port).toBe(String(published));
      expect(env.TRUST_PROXY, `${name} trusts exactly the one proxy`).toMatch(/^(1|true)$/);
      expect(durationMs(service.stop_grace_period)).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    }
  });

  it('puts one proxy in front, on a published port, with deploy/nginx.conf, after both apps', () => {
    expect(proxies().map(([name]) => name)).toHaveLength(1);
    const [, proxy] = proxies()[0] as [string, ComposeService];
    const dependencies = dependenciesOf(proxy);
    for (const [name] of appServices()) expect(dependencies[name], name).toBe('service_healthy');
    const mounted = mountsOf(proxy).map((mount) => path.resolve(root, mount.source));
    expect(mounted).toContain(path.join(root, 'deploy', 'nginx.conf'));
  });
});

// ---------------------------------------------------------------------------------------------
// deploy/nginx.conf

/** The text inside the braces of the first block whose header matches. */
function blockOf(text: string, header: RegExp): string | undefined {
  const match = header.exec(text);
  if (!match) return undefined;
  const open = text.indexOf('{', match.index);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return undefined;
}

/** The directives written directly in a block (not in blocks nested inside it). */
function directivesOf(block: string): string[][] {
  let flat = '';
  let depth = 0;
  for (const char of block) {
    if (char === '{') depth++;
    if (depth === 0) flat += char;
    if (char === '}') {
      depth--;
      if (depth === 0) flat += ';';
    }
  }
  return flat
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((words) => words[0]);
}

/** An nginx size (`11m`, `512k`) or time (`75s`, `1h`) in bytes or milliseconds. */
function nginxQuantity(value: string, units: Record<string, number>): number {
  const [, amount = '', unit = ''] = /^(\d+)([a-z]*)$/i.exec(value) ?? [];
  return Number(amount) * (units[unit.toLowerCase()] ?? Number.NaN);
}

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf').replace(/#[^\n]*/g, '');
  const server = blockOf(conf, /^\s*server\s*\{/m) ?? '';
  const serverDirectives = directivesOf(server);
  const locations = [...server.matchAll(/location\s+([^{]+?)\s*\{/g)].map((match) => ({
    path: match[1] ?? '',
    directives: directivesOf(blockOf(server.slice(match.index), /location/) ?? ''),
  }));
  const value = (directives: string[][], name: string) =>
    directives.find((words) => words[0] === name)?.slice(1);

  it('balances over every app instance of compose.yaml, on the port the image listens on', () => {
    const [, upstreamName = ''] = /upstream\s+(\S+)\s*\{/.exec(conf) ?? [];
    const upstream = directivesOf(blockOf(conf, /upstream\s+\S+\s*\{/) ?? '');
    const servers = upstream.filter((words) => words[0] === 'server').map((words) => words[1]);
    const port = envOf(runtimeInstructions).PORT ?? '3000';
    const apps = appServices().map(([name]) => `${name}:${port}`);
    expect(apps.length).toBeGreaterThanOrEqual(2);
    expect(servers.sort()).toEqual(apps.sort());
    // Every location sends to that upstream.
    for (const location of locations) {
      expect(value(location.directives, 'proxy_pass'), location.path).toEqual([
        `http://${upstreamName}`,
      ]);
    }
    // Kept connections to the instances: HTTP/1.1 without "Connection: close".
    expect(value(upstream, 'keepalive')).toBeDefined();
    expect(value(serverDirectives, 'proxy_http_version')).toEqual(['1.1']);
  });

  it('tells every request who the client is and over what, keeping connections open', () => {
    for (const location of locations) {
      // nginx inherits proxy_set_header only into a location that sets none of its own.
      const own = location.directives.filter((words) => words[0] === 'proxy_set_header');
      const headers = own.length
        ? own
        : serverDirectives.filter((words) => words[0] === 'proxy_set_header');
      const header = (name: string) =>
        headers.find((words) => words[1]?.toLowerCase() === name.toLowerCase())?.[2];
      expect(header('X-Forwarded-For'), location.path).toBe('$proxy_add_x_forwarded_for');
      expect(header('X-Forwarded-Proto'), location.path).toBeDefined();
      expect(header('Host'), location.path).toBeDefined();
      expect(header('Connection'), location.path).toBe('""');
    }
  });

  it('accepts a photo as large as the upload limit', () => {
    const [size = ''] = value(serverDirectives, 'client_max_body_size') ?? [];
    const bytes = nginxQuantity(size, { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 });
    expect(bytes).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it('streams live updates unbuffered, and waits longer than a heartbeat', () => {
    const live = locations.find((location) =>
      new RegExp(`^(=|\\^~)?\\s*${LIVE_PATH}$`).test(location.path),
    );
    expect(live, `a location for ${LIVE_PATH}`).toBeDefined();
    const directives = live?.directives ?? [];
    expect(value(directives, 'proxy_buffering')).toEqual(['off']);
    const [timeout = '60s'] =
      value(directives, 'proxy_read_timeout') ??
      value(serverDirectives, 'proxy_read_timeout') ??
      [];
    const ms = nginxQuantity(timeout, { '': 1000, ms: 1, s: 1000, m: 60_000, h: 3_600_000 });
    expect(ms).toBeGreaterThan(LIVE_SILENCE_MS);
  });
});

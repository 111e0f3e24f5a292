/**
 * Turns the flat illustrations (shapes.ts) into pictures that read as product photography: the
 * object rendered large, softened and lit from the upper left, standing on a table (oak, marble,
 * linen or stone) in front of a wall, with a contact shadow, a cast shadow, a vignette and a fine
 * grain. Everything is drawn from the catalog entry, so a render is deterministic.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { KINDS } from './kinds.ts';
import { hash, pick, type Palette } from './shapes.ts';

/** What one picture shows: a catalog product, and which shot of it (0 is the cover). */
export interface Subject {
  slug: string;
  /** the illustration kind (seed-catalog.json `category`: oil, plate, carpet…) */
  category: string;
  /** forces a palette (e.g. the undyed wool of an Alloucha rug) */
  variant?: number;
  shot?: number;
}

/**
 * Bump on any change to this file that changes a picture: cached pictures are keyed on it (the
 * drawings of shapes.ts and kinds.ts are part of the key already). The sources and dist/ share
 * the cache, so tests and `npm start` draw the pictures once between them.
 */
export const RENDER_VERSION = 2;

export const PHOTO = { width: 1600, height: 1200 } as const;
export const COVER = { width: 1600, height: 600 } as const;
export const LOGO = { width: 800, height: 800 } as const;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved toward `b` by t (0..1) */
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * t) as Rgb);
};

function kindOf(subject: Subject) {
  const kind = KINDS[subject.category];
  if (!kind) throw new Error(`No illustration for "${subject.category}" (${subject.slug})`);
  return kind;
}

function palette(subject: Subject): Palette {
  const kind = kindOf(subject);
  const h = hash(subject.slug);
  return pick(kind.pals, (subject.variant ?? h) + (subject.shot ?? 0));
}

/** The object alone on a transparent 600×600 box, as an SVG `size` px square. */
export function objectSvg(subject: Subject, size: number): string {
  const kind = kindOf(subject);
  const drawn = kind.shape(palette(subject), (hash(subject.slug) >>> 4) + (subject.shot ?? 0));
  const { defs = '', body } = typeof drawn === 'string' ? { body: drawn } : drawn;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="${size}" height="${size}"><defs>${defs}</defs>${body}</svg>`;
}

// ---- the set: wall, table, light ----

type Surface = 'oak' | 'walnut' | 'marble' | 'linen' | 'stone';
const SURFACES: Record<Surface, { near: string; far: string; grain: string }> = {
  oak: { near: '#b98d5e', far: '#d9b78c', grain: '#7a5533' },
  walnut: { near: '#7b5237', far: '#a77b58', grain: '#3f2718' },
  marble: { near: '#dedad4', far: '#f4f2ee', grain: '#a9a39b' },
  linen: { near: '#d8ccb8', far: '#ece3d4', grain: '#b3a58e' },
  stone: { near: '#c9bfb2', far: '#e2dbd0', grain: '#9a8f82' },
};
const SURFACE_BY_KIND: Record<string, Surface[]> = {
  oil: ['oak', 'walnut'],
  'oil-can': ['oak'],
  'oil-set': ['walnut', 'oak'],
  olives: ['oak', 'stone'],
  harissa: ['oak', 'linen'],
  honey: ['oak', 'walnut'],
  dates: ['linen', 'oak'],
  spices: ['walnut', 'stone'],
  powder: ['oak', 'linen'],
  baklawa: ['marble'],
  makroudh: ['marble', 'linen'],
  kaak: ['marble'],
  ghraiba: ['marble', 'linen'],
  assortment: ['marble'],
  soap: ['marble', 'stone'],
  'soap-set': ['marble'],
  'black-soap': ['stone', 'marble'],
  clay: ['stone'],
  henna: ['stone', 'linen'],
  'rose-water': ['marble'],
  'orange-blossom': ['marble', 'linen'],
  serum: ['marble', 'stone'],
  candle: ['marble', 'oak'],
};

interface Set {
  width: number;
  height: number;
  /** y of the table's back edge */
  horizon: number;
  wall: [string, string];
  surface: Surface;
  /** where the key light sits, 0..1 across */
  light: number;
  seed: number;
}

function setFor(subject: Subject, width: number, height: number, horizonRatio: number): Set {
  const kind = kindOf(subject);
  const h = hash(`${subject.slug}#${subject.shot ?? 0}`);
  const surfaces = SURFACE_BY_KIND[subject.category] ?? ['linen', 'stone', 'oak', 'marble'];
  // Photographs are less saturated than the illustrations' backdrops: wash them toward warm grey.
  const wash = (c: string, t: number) => mix(c, '#efe9e1', t);
  return {
    width,
    height,
    horizon: Math.round(height * horizonRatio),
    wall: [wash(kind.bg[0], 0.35), wash(kind.bg[1], 0.45)],
    surface: pick(surfaces, (h >>> 3) + (subject.shot ?? 0)),
    light: 0.25 + ((h >>> 7) % 30) / 100,
    seed: h,
  };
}

function grainLines(set: Set): string {
  const { width, height, horizon, surface, seed } = set;
  const s = SURFACES[surface];
  if (surface === 'marble') {
    return [0, 1, 2, 3]
      .map((i) => {
        const y = horizon + (height - horizon) * (0.2 + i * 0.22);
        const x0 = ((seed >>> (i * 3)) % 5) * (width / 5);
        return `<path d="M${x0 - 200} ${y + 40}C${x0 + 200} ${y - 30} ${x0 + 500} ${y + 60} ${x0 + 900} ${y - 10}" stroke="${s.grain}" stroke-width="${3 + i}" fill="none" opacity=".1"/>`;
      })
      .join('');
  }
  if (surface !== 'oak' && surface !== 'walnut') return '';
  const lines: string[] = [];
  for (let i = 0; i < 46; i++) {
    // closer together near the back edge: the table recedes
    const t = (i + ((seed >>> (i % 13)) % 7) / 10) / 46;
    const y = horizon + (height - horizon) * t * t;
    const wave = 3 + ((seed >>> (i % 17)) % 6);
    lines.push(
      `<path d="M0 ${y.toFixed(1)}Q${width * 0.3} ${(y + wave).toFixed(1)} ${width * 0.6} ${(y - wave / 2).toFixed(1)}T${width} ${(y + wave / 3).toFixed(1)}" stroke="${s.grain}" stroke-width="${(1 + t * 3).toFixed(1)}" fill="none" opacity="${(0.05 + ((seed >>> (i % 11)) % 9) / 100).toFixed(2)}"/>`,
    );
  }
  return lines.join('');
}

function backdropSvg(set: Set): string {
  const { width, height, horizon, wall, light } = set;
  const s = SURFACES[set.surface];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[1]}"/><stop offset="1" stop-color="${wall[0]}"/></linearGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.far}"/><stop offset="1" stop-color="${s.near}"/></linearGradient>
<radialGradient id="key" cx="${light}" cy="0.25" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></radialGradient>
</defs>
<rect width="${width}" height="${horizon}" fill="url(#wall)"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#table)"/>
${grainLines(set)}
<rect y="${horizon - 2}" width="${width}" height="6" fill="#fff" opacity=".35"/>
<rect y="${horizon + 4}" width="${width}" height="10" fill="#000" opacity=".05"/>
<rect width="${width}" height="${height}" fill="url(#key)"/>
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}

// ---- the object: rendered, trimmed, lit, shadowed ----

const SHADOW = { r: 28, g: 20, b: 12 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

interface Cutout {
  png: Buffer;
  width: number;
  height: number;
}

/** The object rendered at `size`, trimmed to its visible pixels, softly lit and its edges eased. */
async function cutout(subject: Subject, size: number): Promise<Cutout> {
  const trimmed = await sharp(Buffer.from(objectSvg(subject, size)))
    .trim({ threshold: 0 })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = trimmed.info;
  // Volume: a highlight a third of the way across, darker edges, and the base in shade.
  const shading = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".3" stop-color="#fff" stop-opacity=".2"/><stop offset=".42" stop-color="#fff" stop-opacity=".04"/><stop offset=".8" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".34"/></linearGradient>
<linearGradient id="h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#v)"/><rect width="${width}" height="${height}" fill="url(#h)"/></svg>`;
  const png = await sharp(trimmed.data)
    .composite([{ input: Buffer.from(shading), blend: 'atop' }])
    .blur(0.7)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width, height };
}

/** A soft dark shape from the cutout's alpha, for the cast shadow. */
async function silhouette(object: Cutout, opacity: number, sigma: number): Promise<Buffer> {
  const pad = Math.ceil(sigma * 3);
  const { width, height } = object;
  const shape = await sharp(object.png)
    .composite([
      {
        input: {
          create: { width, height, channels: 4, background: { ...SHADOW, alpha: opacity } },
        },
        blend: 'in',
      },
    ])
    .png()
    .toBuffer();
  return sharp(shape)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: TRANSPARENT })
    .blur(sigma)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function contactShadow(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="s"><stop offset="0" stop-color="#1c140c" stop-opacity=".55"/><stop offset=".6" stop-color="#1c140c" stop-opacity=".25"/><stop offset="1" stop-color="#1c140c" stop-opacity="0"/></radialGradient></defs><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="url(#s)"/></svg>`,
  );
}

/** Where an object goes: its horizontal centre, the y its base rests on, and the box it fits in. */
export interface Placement {
  subject: Subject;
  centerX: number;
  baseY: number;
  maxWidth: number;
  maxHeight: number;
}

/** Adds a deterministic fine grain (xorshift noise, the same on every run) to raw RGB pixels. */
function addGrain(pixels: Buffer, seed: number, amplitude: number) {
  let state = seed || 1;
  for (let i = 0; i < pixels.length; i += 3) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    // a sum of two uniforms: a softer, roughly triangular spread, the same on the three channels
    const n = Math.round((((state & 255) + ((state >>> 8) & 255)) / 255 - 1) * amplitude);
    for (let c = i; c < i + 3; c++) pixels[c] = Math.min(255, Math.max(0, (pixels[c] ?? 0) + n));
  }
}

async function compose(set: Set, placements: Placement[]): Promise<Sharp> {
  const layers: OverlayOptions[] = [];
  const ordered = [...placements].sort((a, b) => a.baseY - b.baseY);
  for (const place of ordered) {
    // A small render tells the object's extent in its box, hence the size to draw it at.
    const probe = 300;
    const { info } = await sharp(Buffer.from(objectSvg(place.subject, probe)))
      .trim({ threshold: 0 })
      .toBuffer({ resolveWithObject: true });
    const scale = Math.min(place.maxWidth / info.width, place.maxHeight / info.height);
    const object = await cutout(place.subject, Math.round(probe * scale));
    const left = Math.round(place.centerX - object.width / 2);
    const top = Math.round(place.baseY - object.height);
    // Cast shadow: up and to the right of the object, away from the key light.
    const sigma = Math.max(6, Math.round(object.width / 40));
    const cast = await silhouette(object, 0.28, sigma);
    const pad = Math.ceil(sigma * 3);
    layers.push({
      input: cast,
      left: left - pad + Math.round(object.width * 0.05),
      top: top - pad - Math.round(object.height * 0.02),
    });
    const shadowWidth = Math.round(object.width * 1.0);
    const shadowHeight = Math.max(24, Math.round(object.width * 0.09));
    layers.push({
      input: contactShadow(shadowWidth, shadowHeight),
      left: Math.round(place.centerX - shadowWidth / 2 + object.width * 0.03),
      top: Math.round(place.baseY - shadowHeight * 0.55),
    });
    layers.push({ input: object.png, left, top });
  }
  const { data, info } = await sharp(Buffer.from(backdropSvg(set)))
    .composite(layers)
    .modulate({ saturation: 0.9 + ((set.seed >>> 5) % 8) / 100 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, set.seed, 3);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
}

/** The sources go through the upload pipeline, which makes the served variants: keep them fine. */
const JPEG = { quality: 90, chromaSubsampling: '4:4:4' } as const;

/** A product photo, 1600×1200 JPEG. Shot 1 and 2 are closer views off centre. */
export async function productPhoto(subject: Subject): Promise<Buffer> {
  const { width, height } = PHOTO;
  const shot = subject.shot ?? 0;
  const set = setFor(subject, width, height, shot === 0 ? 0.6 : 0.52);
  const close = shot > 0;
  const image = await compose(set, [
    {
      subject,
      centerX: width * (close ? (shot % 2 ? 0.56 : 0.44) : 0.5),
      baseY: height * (close ? 0.88 : 0.82),
      maxWidth: width * (close ? 0.66 : 0.62),
      maxHeight: height * (close ? 0.8 : 0.64),
    },
  ]);
  return image.jpeg(JPEG).toBuffer();
}

/** A store's cover banner, 1600×600: a few of its products side by side on one table. */
export async function storeCover(seed: string, subjects: Subject[]): Promise<Buffer> {
  const { width, height } = COVER;
  const first = subjects[0];
  if (!first) throw new Error(`Store ${seed} has no product for its cover`);
  const set = setFor({ ...first, slug: seed }, width, height, 0.6);
  const shown = subjects.slice(0, 5);
  const slot = width / (shown.length + 0.4);
  const image = await compose(
    set,
    shown.map((subject, i) => ({
      subject,
      centerX: slot * (i + 0.7),
      baseY: height * (i % 2 ? 0.9 : 0.84),
      maxWidth: slot * 0.92,
      maxHeight: height * (i % 2 ? 0.6 : 0.54),
    })),
  );
  return image.jpeg(JPEG).toBuffer();
}

/** A store's logo, 800×800: its signature product drawn on a round badge in the store's colours. */
export async function storeLogo(subject: Subject): Promise<Buffer> {
  const { width } = LOGO;
  const kind = kindOf(subject);
  const pal = palette(subject);
  const ring = pal.dark ?? pal.border ?? pal.a ?? '#5b4636';
  const disc = mix(kind.bg[1], '#ffffff', 0.15);
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 800 800">
<defs><radialGradient id="d" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${mix(disc, '#ffffff', 0.55)}"/><stop offset="1" stop-color="${disc}"/></radialGradient></defs>
<rect width="800" height="800" fill="${mix(kind.bg[0], '#ffffff', 0.5)}"/>
<circle cx="400" cy="400" r="372" fill="${ring}"/><circle cx="400" cy="400" r="346" fill="url(#d)"/>
<circle cx="400" cy="400" r="318" fill="none" stroke="${ring}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round"/>
</svg>`;
  const object = await sharp(Buffer.from(objectSvg(subject, 620)))
    .png()
    .toBuffer();
  return sharp(Buffer.from(badge))
    .composite([{ input: object, left: 90, top: 80 }])
    .flatten()
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * The app's icons (issue 15), drawn from the brand mark of client/public/favicon.svg: a white
 * shopping bag on Hanout's teal. Run `node scripts/make-icons.mjs` after changing the mark; the
 * PNGs are committed under client/public/icons/ (the build only copies them).
 *
 * - icon-192.png, icon-512.png: "any" purpose, the rounded square as in the favicon.
 * - icon-maskable-512.png: full-bleed teal, the bag inside the central 80 % safe zone, so that
 *   Android's circle or squircle mask never cuts it.
 * - apple-touch-icon.png (180): opaque and square; iOS rounds the corners itself.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const TEAL = '#0f766e';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'client/public/icons');

/** The bag of favicon.svg (drawn on a 32-unit square), scaled by `scale` about the centre. */
function bag(scale) {
  const offset = 16 * (1 - scale);
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M8 13h16l-1.5 11h-13z" fill="#fff"/>
    <path d="M12 13v-2a4 4 0 0 1 8 0v2" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>
  </g>`;
}

function svg({ rounded, scale }) {
  const radius = rounded ? 7 : 0;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="${radius}" fill="${TEAL}"/>
      ${bag(scale)}
    </svg>`,
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1.1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1.1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.85 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 1 },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await sharp(svg(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`client/public/icons/${icon.file} (${icon.size}×${icon.size})`);
}

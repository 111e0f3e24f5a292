#!/usr/bin/env node
/**
 * Draws the demo product pictures: one SVG per product of server/db/seed-catalog.json, written to
 * client/public/images/products/<slug>.svg, plus client/public/images/placeholder.svg.
 *
 * Each picture is a soft gradient in the colour of the product's category and a flat illustration
 * built from basic shapes. There is deliberately no text: the images are shown in three languages.
 * A small per-slug hash picks colour variants, so products of one category do not look identical.
 *
 * Usage: node scripts/generate-product-images.mjs   (no dependencies; deterministic output)
 *
 * Over 300 lines because it is mostly drawing data: one small illustration per product kind.
 */
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(path.join(root, 'server/db/seed-catalog.json'), 'utf8'));
const outDir = path.join(root, 'client/public/images/products');

/** FNV-1a: a stable small number per slug, to pick variants. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}
const pick = (list, h) => list[h % list.length];
const range = (from, to, step) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

// ---- motifs and shapes: each returns { defs?, body } for a palette c and a variant number v ----

const olivePair = (c, x, y) =>
  `<g fill="${c.leaf}"><ellipse cx="${x - 18}" cy="${y}" rx="28" ry="11" transform="rotate(-35 ${x - 18} ${y})"/>` +
  `<ellipse cx="${x + 18}" cy="${y}" rx="28" ry="11" transform="rotate(35 ${x + 18} ${y})"/></g>` +
  `<circle cx="${x}" cy="${y + 20}" r="11" fill="${c.fruit}"/>`;

const motifs = {
  leaf: (c) => olivePair(c, 300, 360),
  chili: (c) =>
    `<path d="M262 378c30 6 60-2 82-30 8 30-22 62-60 58-12-1-20-14-22-28z" fill="${c.body}"/><path d="M344 348c6-10 14-14 22-14" stroke="${c.leaf}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  comb: (c) =>
    range(0, 2, 1)
      .map((i) => `<path d="M${266 + i * 34} 352l17 10v20l-17 10-17-10v-20z" fill="${c.body}"/>`)
      .join(''),
  olives: (c) =>
    [270, 300, 330]
      .map(
        (x, i) => `<ellipse cx="${x}" cy="${372 - (i % 2) * 8}" rx="13" ry="17" fill="${c.body}"/>`,
      )
      .join(''),
};

function bottle(c) {
  return `<rect x="268" y="90" width="64" height="44" rx="10" fill="${c.cap}"/><rect x="280" y="130" width="40" height="60" fill="${c.dark}"/>
<path d="M280 186h40c0 24 70 32 70 92v196c0 20-16 30-36 30H246c-20 0-36-10-36-30V278c0-60 70-68 70-92z" fill="${c.glass}"/>
<rect x="228" y="290" width="14" height="160" rx="7" fill="#fff" opacity=".25"/><rect x="232" y="322" width="136" height="108" rx="14" fill="${c.label}"/>${olivePair(c, 300, 362)}`;
}

function oilCan(c) {
  return `<rect x="330" y="120" width="84" height="80" rx="24" fill="none" stroke="${c.dark}" stroke-width="18"/><rect x="208" y="124" width="62" height="56" rx="10" fill="${c.cap}"/>
<rect x="176" y="168" width="248" height="336" rx="36" fill="${c.glass}"/><rect x="196" y="196" width="16" height="280" rx="8" fill="#fff" opacity=".25"/>
<rect x="212" y="292" width="176" height="130" rx="14" fill="${c.label}"/>${olivePair(c, 300, 342)}`;
}

function oilSet(c) {
  const glasses = [c.glass, c.dark, c.fruit];
  const bottles = [150, 300, 450]
    .map((x, i) => {
      const s = i === 1 ? 0.68 : 0.58;
      return `<use href="#b" fill="${glasses[i]}" transform="translate(${x - 300 * s} ${420 - 504 * s}) scale(${s})"/>`;
    })
    .join('');
  return {
    defs: `<g id="b"><rect x="268" y="90" width="64" height="44" rx="10" fill="${c.cap}"/><rect x="280" y="130" width="40" height="60"/><path d="M280 186h40c0 24 70 32 70 92v196c0 20-16 30-36 30H246c-20 0-36-10-36-30V278c0-60 70-68 70-92z"/><rect x="232" y="322" width="136" height="108" rx="14" fill="${c.label}"/></g>`,
    body: `${bottles}<rect x="100" y="392" width="400" height="112" rx="14" fill="${c.wood}"/><rect x="100" y="392" width="400" height="16" fill="#000" opacity=".12"/>`,
  };
}

function jar(c) {
  return `<rect x="212" y="168" width="176" height="46" rx="12" fill="${c.lid}"/><rect x="226" y="206" width="148" height="24" fill="${c.dark}"/>
<rect x="196" y="226" width="208" height="278" rx="56" fill="${c.body}"/><rect x="222" y="262" width="20" height="200" rx="10" fill="#fff" opacity=".25"/>
<rect x="238" y="318" width="124" height="108" rx="12" fill="${c.label}"/>${motifs[c.motif](c)}`;
}

function dates(c) {
  const spots = [
    [200, 392, -24],
    [252, 410, 8],
    [304, 394, -6],
    [356, 412, 14],
    [406, 390, 26],
    [236, 350, -30],
    [332, 352, 6],
    [384, 344, 22],
  ];
  const strands = spots
    .map(([x, y]) => `M300 170Q${(x + 300) / 2} ${y - 120} ${x} ${y - 34}`)
    .join('');
  const fruits = spots
    .map(([x, y, r]) => `<use href="#d" transform="translate(${x} ${y}) rotate(${r})"/>`)
    .join('');
  return {
    defs: `<g id="d"><ellipse rx="24" ry="38" fill="${c.fruit}"/><ellipse cx="-8" cy="-12" rx="6" ry="14" fill="#fff" opacity=".25"/></g>`,
    body: `<ellipse cx="300" cy="420" rx="224" ry="80" fill="${c.plate}"/><ellipse cx="300" cy="410" rx="184" ry="58" fill="${c.inner}"/>
<path d="${strands}" stroke="${c.branch}" stroke-width="6" fill="none"/>${fruits}`,
  };
}

function mound(c) {
  const grains = [
    [240, 330],
    [282, 300],
    [330, 318],
    [360, 346],
    [300, 344],
    [214, 360],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#fff" opacity=".3"/>`)
    .join('');
  return `<ellipse cx="300" cy="372" rx="150" ry="16" fill="${c.dark}"/><path d="M172 374c40-128 216-128 256 0z" fill="${c.fill}"/>${grains}
<path d="M146 370h308c0 92-62 134-154 134s-154-42-154-134z" fill="${c.bowl}"/><path d="M176 420h248" stroke="${c.dark}" stroke-width="8" stroke-dasharray="4 14" stroke-linecap="round"/>`;
}

function plate(c, v) {
  const petals = range(0, 7, 1)
    .map(
      (k) =>
        `<ellipse cx="300" cy="188" rx="22" ry="50" fill="${k % 2 ? c.a : c.b}" transform="rotate(${k * 45 + (v % 2) * 22.5} 300 300)"/>`,
    )
    .join('');
  return `<circle cx="312" cy="318" r="204" fill="#000" opacity=".08"/><circle cx="300" cy="300" r="204" fill="${c.base}"/>
<circle cx="300" cy="300" r="196" fill="none" stroke="${c.a}" stroke-width="14"/><circle cx="300" cy="300" r="164" fill="none" stroke="${c.b}" stroke-width="6" stroke-dasharray="18 12"/>
${petals}<circle cx="300" cy="300" r="40" fill="${c.c}"/><circle cx="300" cy="300" r="15" fill="${c.base}"/>`;
}

function bowl(c) {
  const zig = range(160, 440, 28)
    .map((x, i) => `${i ? 'L' : 'M'}${x} ${i % 2 ? 392 : 370}`)
    .join('');
  const dots = range(210, 390, 30)
    .map((x) => `<circle cx="${x}" cy="436" r="8" fill="${c.b}"/>`)
    .join('');
  return `<ellipse cx="300" cy="496" rx="72" ry="14" fill="${c.dark}"/><path d="M130 300h340c0 120-70 200-170 200s-170-80-170-200z" fill="${c.body}"/>
<ellipse cx="300" cy="300" rx="170" ry="44" fill="${c.inner}"/><ellipse cx="300" cy="300" rx="170" ry="44" fill="none" stroke="${c.dark}" stroke-width="10"/>
<path d="${zig}" stroke="${c.a}" stroke-width="9" fill="none" stroke-linejoin="round"/>${dots}`;
}

function vase(c) {
  const zig = range(206, 394, 24)
    .map((x, i) => `${i ? 'L' : 'M'}${x} ${i % 2 ? 318 : 296}`)
    .join('');
  const dots = range(212, 388, 32)
    .map((x) => `<circle cx="${x}" cy="378" r="10" fill="${c.b}"/>`)
    .join('');
  const handles = c.handles
    ? `<path d="M264 200c-70-4-90 40-80 90M336 200c70-4 90 40 80 90" stroke="${c.body}" stroke-width="16" fill="none" stroke-linecap="round"/>`
    : '';
  return `${handles}<path d="M262 120h76v18c-8 6-10 20-6 40 86 40 118 110 108 180-12 80-70 130-140 140-70-10-128-60-140-140-10-70 22-140 108-180 4-20 2-34-6-40z" fill="${c.body}"/>
<rect x="250" y="110" width="100" height="20" rx="10" fill="${c.dark}"/><path d="${zig}" stroke="${c.a}" stroke-width="8" fill="none" stroke-linejoin="round"/>${dots}
<path d="M222 440h156" stroke="${c.a}" stroke-width="7" stroke-linecap="round"/>`;
}

function tajine(c) {
  return `<path d="M110 430h380c0 40-80 66-190 66s-190-26-190-66z" fill="${c.base}"/><ellipse cx="300" cy="430" rx="190" ry="24" fill="${c.dark}"/>
<path d="M140 432c60-20 110-60 140-250h40c30 190 80 230 140 250-50 18-110 24-160 24s-110-6-160-24z" fill="${c.glaze}"/>
<rect x="284" y="176" width="32" height="22" fill="${c.glaze}"/><circle cx="300" cy="172" r="24" fill="${c.glaze}"/>
<path d="M200 404q100 26 200 0M244 334q56 14 112 0" stroke="${c.a}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M262 260q38 10 76 0" stroke="${c.a}" stroke-width="5" fill="none" stroke-dasharray="3 12" stroke-linecap="round"/>`;
}

function tile(c) {
  const grid = [130, 300, 470];
  const corners = grid
    .flatMap((x) =>
      grid.map(
        (y) =>
          `<circle cx="${x}" cy="${y}" r="62" fill="${c.a}"/><circle cx="${x}" cy="${y}" r="30" fill="${c.b}"/>`,
      ),
    )
    .join('');
  const stars = [215, 385]
    .flatMap((x) => [215, 385].map((y) => `<use href="#s" x="${x}" y="${y}"/>`))
    .join('');
  return {
    defs: `<clipPath id="t"><rect x="130" y="130" width="340" height="340" rx="8"/></clipPath><g id="s"><rect x="-34" y="-34" width="68" height="68" fill="${c.c}"/><rect x="-34" y="-34" width="68" height="68" fill="${c.c}" transform="rotate(45)"/><circle r="16" fill="${c.base}"/></g>`,
    body: `<rect x="138" y="142" width="340" height="340" rx="8" fill="#000" opacity=".1"/><g clip-path="url(#t)"><rect x="130" y="130" width="340" height="340" fill="${c.base}"/>${corners}${stars}
<path d="M300 130V470M130 300H470" stroke="#fff" stroke-width="6"/></g>`,
  };
}

function fringes(color, x0, x1, yTop, yBottom) {
  const lines = range(x0, x1, 14)
    .map((x) => `M${x} ${yTop}v-22M${x} ${yBottom}v22`)
    .join('');
  return `<path d="${lines}" stroke="${color}" stroke-width="4"/>`;
}

function carpet(c) {
  const diamond = (h, w) => `${300},${300 - h} ${300 + w},300 300,${300 + h} ${300 - w},300`;
  return `<g transform="rotate(-5 300 300)">${fringes(c.ivory, 160, 440, 96, 504)}<rect x="150" y="96" width="300" height="408" rx="6" fill="${c.border}"/>
<rect x="161" y="107" width="278" height="386" fill="none" stroke="${c.motif}" stroke-width="6" stroke-dasharray="10 10"/><rect x="174" y="120" width="252" height="360" fill="${c.base}"/>
<polygon points="${diamond(140, 100)}" fill="${c.motif}"/><polygon points="${diamond(96, 68)}" fill="${c.border}"/><polygon points="${diamond(44, 32)}" fill="${c.ivory}"/>
<path d="M174 120h50l-50 50zM426 120h-50l50 50zM174 480h50l-50-50zM426 480h-50l50-50z" fill="${c.motif}"/></g>`;
}

function kilim(c) {
  const bands = range(0, 5, 1)
    .map((i) => {
      const y = 132 + i * 62;
      const zig = range(160, 440, 20)
        .map((x, k) => `${k ? 'L' : 'M'}${x} ${y + (k % 2 ? 26 : 8)}`)
        .join('');
      return `<rect x="150" y="${y}" width="300" height="34" fill="${i % 2 ? c.border : c.ivory}"/><path d="${zig}" stroke="${i % 2 ? c.motif : c.base}" stroke-width="6" fill="none"/>`;
    })
    .join('');
  return `<g transform="rotate(4 300 300)">${fringes(c.ivory, 160, 440, 110, 490)}<rect x="150" y="110" width="300" height="380" fill="${c.base}"/>${bands}</g>`;
}

function cushion(c) {
  const tassels = [
    [150, 160],
    [450, 160],
    [150, 440],
    [450, 440],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17" fill="${c.border}"/>`)
    .join('');
  return `<path d="M150 160Q300 128 450 160Q482 300 450 440Q300 472 150 440Q118 300 150 160z" fill="${c.base}"/>
<polygon points="300,196 404,300 300,404 196,300" fill="none" stroke="${c.motif}" stroke-width="14"/><polygon points="300,246 354,300 300,354 246,300" fill="${c.ivory}"/>
<circle cx="300" cy="300" r="14" fill="${c.border}"/><path d="M170 200l20-20 20 20 20-20 20 20M350 420l20-20 20 20 20-20 20 20" stroke="${c.ivory}" stroke-width="6" fill="none"/>${tassels}`;
}

function fouta(c) {
  const stripes = range(0, 7, 1)
    .map(
      (i) =>
        `<rect x="${146 + i * 40}" y="190" width="${i % 3 ? 10 : 22}" height="270" fill="${i % 2 ? c.a : c.b}"/>`,
    )
    .join('');
  const fringe = range(140, 440, 12)
    .map((x) => `M${x} 460v26`)
    .join('');
  return {
    defs: `<clipPath id="f"><rect x="130" y="190" width="320" height="270" rx="14"/></clipPath>`,
    body: `<rect x="170" y="150" width="300" height="260" rx="14" fill="${c.alt}" transform="rotate(6 320 280)"/><path d="${fringe}" stroke="${c.base}" stroke-width="5"/>
<g clip-path="url(#f)"><rect x="130" y="190" width="320" height="270" fill="${c.base}"/>${stripes}<rect x="130" y="318" width="320" height="12" fill="#000" opacity=".07"/></g>`,
  };
}

function basket(c) {
  const rows = range(292, 484, 22)
    .map(
      (y, i) =>
        `<path d="M140 ${y}h320" stroke="${c.dark}" stroke-width="5" stroke-dasharray="16 10" stroke-dashoffset="${i % 2 ? 13 : 0}"/>`,
    )
    .join('');
  return {
    defs: `<clipPath id="k"><path d="M150 280h300l-36 196q-114 36-228 0z"/></clipPath>`,
    body: `<path d="M214 300Q214 150 300 150Q386 150 386 300" fill="none" stroke="${c.leather}" stroke-width="16" stroke-linecap="round"/>
<g clip-path="url(#k)"><rect x="140" y="270" width="320" height="240" fill="${c.straw}"/>${rows}<rect x="140" y="350" width="320" height="34" fill="${c.a}"/><rect x="140" y="420" width="320" height="12" fill="${c.b}"/></g>
<rect x="142" y="266" width="316" height="24" rx="12" fill="${c.dark}"/>`,
  };
}

function strawHat(c) {
  return `<ellipse cx="300" cy="380" rx="232" ry="82" fill="${c.straw}"/><ellipse cx="300" cy="380" rx="192" ry="64" fill="none" stroke="${c.dark}" stroke-width="4" stroke-dasharray="12 8"/>
<path d="M194 380C194 232 238 196 300 196S406 232 406 380c-70 22-142 22-212 0z" fill="${c.crown}"/><path d="M197 330c70 18 136 18 206 0v38c-70 18-136 18-206 0z" fill="${c.a}"/>
<path d="M220 250q80-20 160 0M206 300q94-16 188 0" stroke="${c.dark}" stroke-width="4" fill="none" stroke-dasharray="10 8"/>`;
}

function chechia(c) {
  return `<path d="M196 250Q300 222 404 250L426 432Q300 464 174 432z" fill="${c.base}"/><ellipse cx="300" cy="248" rx="104" ry="26" fill="${c.dark}"/>
<path d="M222 276Q230 360 214 424" stroke="#fff" opacity=".18" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M300 246C352 240 382 270 388 326" stroke="${c.tassel}" stroke-width="7" fill="none"/><path d="M374 318h28l12 92h-52z" fill="${c.tassel}"/>`;
}

function garment(c) {
  return `<path d="M232 120h136l108 96-44 52-34-28 12 250H190l12-250-34 28-44-52z" fill="${c.body}"/><path d="M262 120q38 56 76 0z" fill="${c.dark}"/>
<path d="M262 120q38 56 76 0" fill="none" stroke="${c.gold}" stroke-width="7"/><path d="M300 186v286" stroke="${c.gold}" stroke-width="9" stroke-dasharray="1 16" stroke-linecap="round"/>
<path d="M194 468h212M146 196l44 52M454 196l-44 52" stroke="${c.gold}" stroke-width="7" stroke-linecap="round"/><circle cx="300" cy="240" r="14" fill="${c.gold}"/>`;
}

function slippers(c) {
  return {
    defs: `<g id="s"><path d="M0-150C50-150 62-60 58 20 54 110 40 150 0 150S-54 110-58 20C-62-60-50-150 0-150z" fill="${c.sole}"/>
<path d="M-56-10C-60-80-46-150 0-150S60-80 56-10C20 6-20 6-56-10z" fill="${c.leather}"/><path d="M-46-24C-46-86-36-136 0-136S46-86 46-24" stroke="${c.stitch}" stroke-width="3" fill="none" stroke-dasharray="6 6"/><circle cy="-70" r="12" fill="${c.stitch}"/></g>`,
    body: `<use href="#s" transform="translate(226 322) rotate(-10)"/><use href="#s" transform="translate(374 302) rotate(8)"/>`,
  };
}

const pastryDefs = (c) =>
  `<g id="bk"><path d="M0-32L40 0 0 32-40 0z" fill="${c.gold}"/><path d="M0-32L40 0H-40z" fill="#fff" opacity=".2"/><circle r="7" fill="${c.nut}"/></g>` +
  `<g id="mk"><path d="M-44 0-24-24h48L44 0 24 24h-48z" fill="${c.brown}"/><path d="M-24 0h48" stroke="${c.dark}" stroke-width="5" stroke-dasharray="3 7"/></g>` +
  `<g id="ka"><circle r="28" fill="none" stroke="${c.gold}" stroke-width="16"/><circle r="28" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/></g>` +
  `<g id="gh"><ellipse cy="6" rx="34" ry="22" fill="${c.gold}"/><ellipse rx="34" ry="24" fill="${c.pale}"/><ellipse cy="-8" rx="18" ry="8" fill="#fff" opacity=".45"/></g>`;

function pastry(c) {
  const spots = [
    [222, 372],
    [300, 360],
    [378, 372],
    [184, 420],
    [262, 420],
    [340, 420],
    [418, 420],
    [300, 316],
  ];
  const kinds = c.kinds;
  const pieces = spots
    .map(([x, y], i) => `<use href="#${kinds[i % kinds.length]}" x="${x}" y="${y}"/>`)
    .join('');
  return {
    defs: pastryDefs(c),
    body: `<ellipse cx="300" cy="404" rx="236" ry="92" fill="${c.plate}"/><ellipse cx="300" cy="396" rx="196" ry="70" fill="${c.inner}"/><g transform="translate(300 388) scale(1.25) translate(-300 -388)">${pieces}</g>`,
  };
}

function soap(c) {
  const bubbles = [
    [150, 220, 24],
    [196, 176, 12],
    [450, 210, 18],
    [420, 170, 9],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".55"/>`)
    .join('');
  return `${bubbles}<rect x="160" y="360" width="280" height="124" rx="28" fill="${c.dark}"/><rect x="160" y="348" width="280" height="104" rx="28" fill="${c.bar}"/>
<g transform="rotate(-8 300 300)"><rect x="186" y="250" width="236" height="112" rx="26" fill="${c.dark}"/><rect x="186" y="238" width="236" height="98" rx="26" fill="${c.bar}"/>
<rect x="228" y="260" width="152" height="54" rx="18" fill="none" stroke="${c.stamp}" stroke-width="5"/><g fill="${c.stamp}"><ellipse cx="286" cy="287" rx="22" ry="8" transform="rotate(-25 286 287)"/><ellipse cx="322" cy="287" rx="22" ry="8" transform="rotate(25 322 287)"/></g></g>`;
}

function flask(c) {
  const petals = range(0, 4, 1)
    .map(
      (k) =>
        `<circle cx="300" cy="356" r="17" fill="${c.flower}" transform="rotate(${k * 72} 300 380)"/>`,
    )
    .join('');
  return `<g fill="${c.glass}" stroke="${c.liquid}" stroke-width="5"><rect x="282" y="118" width="36" height="170" rx="10"/><circle cx="300" cy="380" r="120"/></g>
<rect x="285" y="250" width="30" height="40" fill="${c.glass}"/><ellipse cx="300" cy="116" rx="30" ry="16" fill="${c.cap}"/><path d="M182 400A120 120 0 0 0 418 400z" fill="${c.liquid}"/>
<ellipse cx="250" cy="330" rx="18" ry="40" fill="#fff" opacity=".4" transform="rotate(30 250 330)"/>${petals}<circle cx="300" cy="380" r="14" fill="${c.center}"/>`;
}

function serum(c) {
  const seeds = [
    [416, 430],
    [440, 456],
    [420, 478],
    [446, 424],
    [164, 452],
    [184, 478],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#fff" opacity=".6"/>`)
    .join('');
  return `<ellipse cx="430" cy="454" rx="48" ry="54" fill="${c.fruit}"/><ellipse cx="176" cy="468" rx="40" ry="44" fill="${c.fruit2}"/>${seeds}
<rect x="278" y="148" width="44" height="112" rx="22" fill="${c.bulb}"/><rect x="266" y="248" width="68" height="52" rx="8" fill="${c.collar}"/>
<rect x="232" y="290" width="136" height="212" rx="24" fill="${c.glass}"/><rect x="246" y="306" width="12" height="170" rx="6" fill="#fff" opacity=".3"/><rect x="256" y="360" width="88" height="88" rx="10" fill="${c.label}"/><path d="M300 374c14 20 22 32 22 42a22 22 0 0 1-44 0c0-10 8-22 22-42z" fill="${c.fruit}"/>`;
}

function candle(c) {
  const flowers = [
    [176, 474, 1],
    [430, 462, 0.8],
    [392, 500, 0.6],
  ]
    .map(([x, y, s]) => `<use href="#j" transform="translate(${x} ${y}) scale(${s})"/>`)
    .join('');
  return {
    defs: `<g id="j">${range(0, 4, 1)
      .map((k) => `<ellipse cy="-20" rx="12" ry="20" fill="#fff" transform="rotate(${k * 72})"/>`)
      .join('')}<circle r="8" fill="${c.flame}"/></g>`,
    body: `<rect x="200" y="250" width="200" height="252" rx="26" fill="${c.glass}" opacity=".6"/><rect x="214" y="300" width="172" height="188" rx="18" fill="${c.wax}"/>
<rect x="214" y="386" width="172" height="44" fill="${c.band}"/><rect x="297" y="266" width="6" height="36" fill="#3a3a3a"/>
<path d="M300 190c24 32 28 56 0 78-28-22-24-46 0-78z" fill="${c.flame}"/><path d="M300 226c10 14 12 26 0 36-12-10-10-22 0-36z" fill="#fff3c4"/>${flowers}`,
  };
}

// ---- categories: shape + background + palette (a few palettes per category, chosen per slug) ----

const oilPal = {
  cap: '#3f4d1a',
  dark: '#5d7a1f',
  glass: '#8fae3a',
  label: '#fbf6e4',
  leaf: '#6b8e23',
  fruit: '#2f3a12',
  wood: '#b07a45',
};
const jarPal = (body, lid, dark, motif) => ({
  body,
  lid,
  dark,
  motif,
  label: '#fbf6e4',
  leaf: '#4f7a28',
  fruit: '#2f3a12',
});
const pottery = [
  {
    base: '#fdf8ee',
    a: '#1f5fa8',
    b: '#2e8b57',
    c: '#e0a526',
    dark: '#174a82',
    body: '#1f5fa8',
    inner: '#f6edd6',
  },
  {
    base: '#fdf8ee',
    a: '#2e8b57',
    b: '#e0a526',
    c: '#1f5fa8',
    dark: '#1f6b42',
    body: '#2e8b57',
    inner: '#f6edd6',
  },
  {
    base: '#fbf3e2',
    a: '#c8551b',
    b: '#1f5fa8',
    c: '#2e8b57',
    dark: '#8f3a12',
    body: '#e6b24a',
    inner: '#fbf3e2',
  },
];
const weave = [
  { base: '#9e2a2b', border: '#1f3b5a', motif: '#e9c46a', ivory: '#f4e9d8' },
  { base: '#7a2c3b', border: '#2d2a26', motif: '#d98e3a', ivory: '#f1e4cf' },
  { base: '#b5412c', border: '#27476e', motif: '#f4e9d8', ivory: '#efe2c8' },
];
const undyedWool = { base: '#efe4d0', border: '#4a3626', motif: '#2d2a26', ivory: '#f7f0e3' };
const textiles = [
  { base: '#f4efe4', a: '#1f7a8c', b: '#c0392b', alt: '#e0a526' },
  { base: '#f4efe4', a: '#c0392b', b: '#e0a526', alt: '#1f7a8c' },
  { base: '#eef0f2', a: '#27476e', b: '#7fb7c9', alt: '#d96c4a' },
];
const straw = { straw: '#dcb56e', dark: '#b08842', crown: '#cfa45c', leather: '#8a4b2a' };
const pastryPal = {
  plate: '#fffaf0',
  inner: '#f1e4c8',
  gold: '#d9a441',
  dark: '#6e3b12',
  brown: '#a8632a',
  nut: '#7fa23a',
  pale: '#f3d7a4',
};

const CATEGORIES = {
  oil: {
    shape: bottle,
    bg: ['#f4f7e2', '#d3e0a2'],
    pals: [oilPal, { ...oilPal, glass: '#b6a135', dark: '#8d7b1e' }],
  },
  'oil-can': {
    shape: oilCan,
    bg: ['#f4f7e2', '#d3e0a2'],
    pals: [{ ...oilPal, glass: '#e2cf6a', dark: '#b39a2c' }],
  },
  'oil-set': { shape: oilSet, bg: ['#f7f1e3', '#e2cf9f'], pals: [{ ...oilPal, fruit: '#b6a135' }] },
  olives: {
    shape: jar,
    bg: ['#f1f4e4', '#c9d3a4'],
    pals: [jarPal('#3b4a2a', '#6b8e23', '#2a3520', 'olives')],
  },
  harissa: {
    shape: jar,
    bg: ['#fdeee8', '#f3b5a0'],
    pals: [jarPal('#c0392b', '#7a1f16', '#5e170f', 'chili')],
  },
  honey: {
    shape: jar,
    bg: ['#fff5df', '#f6d48a'],
    pals: [jarPal('#e0a526', '#8a5a14', '#6b450f', 'comb')],
  },
  'black-soap': {
    shape: jar,
    bg: ['#f5efe8', '#dbc9b5'],
    pals: [jarPal('#3a2a1e', '#b08842', '#251a12', 'leaf')],
  },
  dates: {
    shape: dates,
    bg: ['#fcf3e4', '#efd2a4'],
    pals: [{ plate: '#fffaf0', inner: '#f1e4c8', fruit: '#7a3e1d', branch: '#d9b26f' }],
  },
  spices: {
    shape: mound,
    bg: ['#fdf1de', '#f5c88c'],
    pals: [
      { fill: '#c8551b', bowl: '#2e6e8e', dark: '#1f4f66' },
      { fill: '#8a9a3b', bowl: '#b5562f', dark: '#7d3a1e' },
    ],
  },
  powder: {
    shape: mound,
    bg: ['#fbf2e4', '#e8cfa6'],
    pals: [{ fill: '#c9a074', bowl: '#2e8b57', dark: '#1f6b42' }],
  },
  clay: {
    shape: mound,
    bg: ['#f9f0e9', '#e3c8b4'],
    pals: [{ fill: '#a8785c', bowl: '#2e6e8e', dark: '#1f4f66' }],
  },
  henna: {
    shape: mound,
    bg: ['#f3f6e6', '#d0dcad'],
    pals: [{ fill: '#6e7f2f', bowl: '#c98b5a', dark: '#8f5a35' }],
  },
  plate: { shape: plate, bg: ['#edf4fb', '#bcd4ee'], pals: pottery },
  bowl: { shape: bowl, bg: ['#eef7f1', '#bfe0cc'], pals: pottery },
  vase: {
    shape: vase,
    bg: ['#edf4fb', '#bcd4ee'],
    pals: pottery.map((p) => ({ ...p, body: p.base })),
  },
  'jar-pottery': {
    shape: vase,
    bg: ['#fbeee4', '#efc6a6'],
    pals: [{ body: '#d9a577', dark: '#a8683f', a: '#8a4b2a', b: '#8a4b2a', handles: true }],
  },
  tajine: {
    shape: tajine,
    bg: ['#fbeee4', '#f0c3a2'],
    pals: [
      { base: '#b5562f', dark: '#7d3a1e', glaze: '#2e6e8e', a: '#e0a526' },
      { base: '#b5562f', dark: '#7d3a1e', glaze: '#2e8b57', a: '#f4e9d8' },
    ],
  },
  tile: {
    shape: tile,
    bg: ['#edf4fb', '#bcd4ee'],
    pals: [{ base: '#fbf6e9', a: '#1f5fa8', b: '#e0a526', c: '#2e8b57' }],
  },
  carpet: { shape: carpet, bg: ['#fbefe6', '#e9c0a6'], pals: [...weave, undyedWool] },
  kilim: { shape: kilim, bg: ['#fbefe6', '#e9c0a6'], pals: weave },
  cushion: { shape: cushion, bg: ['#f8ede6', '#e5b9a4'], pals: weave },
  blanket: {
    shape: fouta,
    bg: ['#f6efe6', '#dcc7ac'],
    pals: [{ base: '#efe4d0', a: '#6b4a2e', b: '#2d2a26', alt: '#a3835c' }],
  },
  fouta: { shape: fouta, bg: ['#eef6fb', '#c2def0'], pals: textiles },
  basket: {
    shape: basket,
    bg: ['#e8f6f6', '#a9dcdc'],
    pals: [
      { ...straw, a: '#c0392b', b: '#1f7a8c' },
      { ...straw, a: '#1f7a8c', b: '#e0a526' },
      { ...straw, a: '#7b3f8c', b: '#c0392b' },
    ],
  },
  'straw-hat': {
    shape: strawHat,
    bg: ['#e8f6f6', '#a9dcdc'],
    pals: [
      { ...straw, a: '#c0392b' },
      { ...straw, a: '#1f7a8c' },
    ],
  },
  chechia: {
    shape: chechia,
    bg: ['#fcf2e4', '#ecd1ad'],
    pals: [{ base: '#b3202a', dark: '#8a1620', tassel: '#1b1b1b' }],
  },
  garment: {
    shape: garment,
    bg: ['#f3eef9', '#d3c2ea'],
    pals: [
      { body: '#f2e8d2', dark: '#d8c7a4', gold: '#c9971f' },
      { body: '#5b2a86', dark: '#3f1c5e', gold: '#e0b33a' },
      { body: '#1f3b5a', dark: '#142a40', gold: '#e0b33a' },
    ],
  },
  slippers: {
    shape: slippers,
    bg: ['#fff7de', '#f4d88a'],
    pals: [{ leather: '#e3b02f', sole: '#f8e7b0', stitch: '#8a4b2a' }],
  },
  baklawa: { shape: pastry, bg: ['#fff5e2', '#f3cf95'], pals: [{ ...pastryPal, kinds: ['bk'] }] },
  makroudh: { shape: pastry, bg: ['#fff5e2', '#f0c38a'], pals: [{ ...pastryPal, kinds: ['mk'] }] },
  kaak: { shape: pastry, bg: ['#fff5e2', '#f3cf95'], pals: [{ ...pastryPal, kinds: ['ka'] }] },
  ghraiba: { shape: pastry, bg: ['#fdf6ea', '#ecd6b4'], pals: [{ ...pastryPal, kinds: ['gh'] }] },
  assortment: {
    shape: pastry,
    bg: ['#fff5e2', '#f3cf95'],
    pals: [{ ...pastryPal, kinds: ['bk', 'ka', 'gh', 'mk'] }],
  },
  soap: {
    shape: soap,
    bg: ['#eef6ec', '#c6e0bf'],
    pals: [{ bar: '#c7d59f', dark: '#a9bb7a', stamp: '#7f9a4a' }],
  },
  'soap-set': {
    shape: soap,
    bg: ['#fbeff1', '#ecc6cf'],
    pals: [{ bar: '#f1cfd6', dark: '#dba9b5', stamp: '#b86b80' }],
  },
  'rose-water': {
    shape: flask,
    bg: ['#fdeff3', '#f3bccb'],
    pals: [
      { glass: '#fbe3ea', liquid: '#f4a6bd', cap: '#c9971f', flower: '#d94f7a', center: '#f6d36b' },
    ],
  },
  'orange-blossom': {
    shape: flask,
    bg: ['#fff6e8', '#fbd6a0'],
    pals: [
      { glass: '#fff3dc', liquid: '#f8cf7a', cap: '#c9971f', flower: '#ffffff', center: '#f0a830' },
    ],
  },
  serum: {
    shape: serum,
    bg: ['#fdeff1', '#f3b6c1'],
    pals: [
      {
        glass: '#9a5b1e',
        bulb: '#2b2b2b',
        collar: '#c9971f',
        label: '#fbf6e4',
        fruit: '#c2185b',
        fruit2: '#e07a2f',
      },
    ],
  },
  candle: {
    shape: candle,
    bg: ['#f5f0fb', '#d8cdee'],
    pals: [{ glass: '#ffffff', wax: '#fdf8ef', band: '#b9a6e0', flame: '#f6a623' }],
  },
};

/** variant (optional, in the catalog) forces a palette, e.g. the undyed wool of an Alloucha rug. */
function productSvg({ slug, category, variant }) {
  const cat = CATEGORIES[category];
  if (!cat) throw new Error(`No illustration for category "${category}" (product ${slug})`);
  const h = hash(slug);
  const drawn = cat.shape(pick(cat.pals, variant ?? h), h >>> 4);
  const { defs = '', body } = typeof drawn === 'string' ? { body: drawn } : drawn;
  const [from, to] = cat.bg;
  const diagonal = (h >>> 8) % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${defs}</defs>
<rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="290" r="214" fill="#fff" opacity=".32"/><ellipse cx="300" cy="514" rx="184" ry="22" fill="#000" opacity=".07"/>
${body}
</svg>
`;
}

const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<rect width="600" height="600" fill="#e5e7eb"/>
<rect x="190" y="210" width="220" height="180" rx="20" fill="none" stroke="#9ca3af" stroke-width="14"/>
<circle cx="350" cy="260" r="20" fill="#9ca3af"/><path d="M204 376l64-80 48 56 30-34 50 58z" fill="#9ca3af"/>
</svg>
`;

mkdirSync(outDir, { recursive: true });
const wanted = new Set();
let largest = 0;
for (const store of catalog.stores) {
  for (const product of store.products) {
    const svg = productSvg(product);
    largest = Math.max(largest, Buffer.byteLength(svg));
    writeFileSync(path.join(outDir, `${product.slug}.svg`), svg);
    wanted.add(`${product.slug}.svg`);
  }
}
// The folder holds generated files only: drop pictures of products that left the catalog.
for (const file of readdirSync(outDir))
  if (file.endsWith('.svg') && !wanted.has(file)) unlinkSync(path.join(outDir, file));
writeFileSync(path.join(root, 'client/public/images/placeholder.svg'), placeholderSvg);
console.log(`Wrote ${wanted.size} product images (largest ${largest} bytes) and placeholder.svg`);

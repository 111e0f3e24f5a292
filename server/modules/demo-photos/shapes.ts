/**
 * The demo products' illustrations (ported from the former scripts/generate-product-images.mjs):
 * one small drawing per product kind, built from basic shapes in a 600×600 box, transparent
 * around the object so render.ts can set it in a photographic scene. No text: the pictures are
 * shown in three languages.
 *
 * Over 300 lines because it is drawing data: one small illustration per product kind.
 */

/** A drawing's colours by role (body, dark, label…); `kinds` and `handles` are flags as text. */
export type Palette = Record<string, string>;
/** SVG elements, or elements plus the <defs> they use. */
export type Drawing = string | { defs?: string; body: string };

/** FNV-1a: a stable small number per slug, to pick variants. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}
export const pick = <T>(list: readonly T[], h: number): T => list[h % list.length] as T;
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

// ---- motifs and shapes: each returns { defs?, body } for a palette c and a variant number v ----

const olivePair = (c: Palette, x: number, y: number) =>
  `<g fill="${c.leaf}"><ellipse cx="${x - 18}" cy="${y}" rx="28" ry="11" transform="rotate(-35 ${x - 18} ${y})"/>` +
  `<ellipse cx="${x + 18}" cy="${y}" rx="28" ry="11" transform="rotate(35 ${x + 18} ${y})"/></g>` +
  `<circle cx="${x}" cy="${y + 20}" r="11" fill="${c.fruit}"/>`;

const motifs: Record<string, (c: Palette) => string> = {
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

export function bottle(c: Palette): Drawing {
  return `<rect x="268" y="90" width="64" height="44" rx="10" fill="${c.cap}"/><rect x="280" y="130" width="40" height="60" fill="${c.dark}"/>
<path d="M280 186h40c0 24 70 32 70 92v196c0 20-16 30-36 30H246c-20 0-36-10-36-30V278c0-60 70-68 70-92z" fill="${c.glass}"/>
<rect x="228" y="290" width="14" height="160" rx="7" fill="#fff" opacity=".25"/><rect x="232" y="322" width="136" height="108" rx="14" fill="${c.label}"/>${olivePair(c, 300, 362)}`;
}

export function oilCan(c: Palette): Drawing {
  return `<rect x="330" y="120" width="84" height="80" rx="24" fill="none" stroke="${c.dark}" stroke-width="18"/><rect x="208" y="124" width="62" height="56" rx="10" fill="${c.cap}"/>
<rect x="176" y="168" width="248" height="336" rx="36" fill="${c.glass}"/><rect x="196" y="196" width="16" height="280" rx="8" fill="#fff" opacity=".25"/>
<rect x="212" y="292" width="176" height="130" rx="14" fill="${c.label}"/>${olivePair(c, 300, 342)}`;
}

export function oilSet(c: Palette): Drawing {
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

export function jar(c: Palette): Drawing {
  return `<rect x="212" y="168" width="176" height="46" rx="12" fill="${c.lid}"/><rect x="226" y="206" width="148" height="24" fill="${c.dark}"/>
<rect x="196" y="226" width="208" height="278" rx="56" fill="${c.body}"/><rect x="222" y="262" width="20" height="200" rx="10" fill="#fff" opacity=".25"/>
<rect x="238" y="318" width="124" height="108" rx="12" fill="${c.label}"/>${motifs[c.motif ?? 'leaf']?.(c) ?? ''}`;
}

export function dates(c: Palette): Drawing {
  const spots = [
    [200, 392, -24],
    [252, 410, 8],
    [304, 394, -6],
    [356, 412, 14],
    [406, 390, 26],
    [236, 350, -30],
    [332, 352, 6],
    [384, 344, 22],
  ] as const;
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

export function mound(c: Palette): Drawing {
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

export function plate(c: Palette, v: number): Drawing {
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

export function bowl(c: Palette): Drawing {
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

export function vase(c: Palette): Drawing {
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

export function tajine(c: Palette): Drawing {
  return `<path d="M110 430h380c0 40-80 66-190 66s-190-26-190-66z" fill="${c.base}"/><ellipse cx="300" cy="430" rx="190" ry="24" fill="${c.dark}"/>
<path d="M140 432c60-20 110-60 140-250h40c30 190 80 230 140 250-50 18-110 24-160 24s-110-6-160-24z" fill="${c.glaze}"/>
<rect x="284" y="176" width="32" height="22" fill="${c.glaze}"/><circle cx="300" cy="172" r="24" fill="${c.glaze}"/>
<path d="M200 404q100 26 200 0M244 334q56 14 112 0" stroke="${c.a}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M262 260q38 10 76 0" stroke="${c.a}" stroke-width="5" fill="none" stroke-dasharray="3 12" stroke-linecap="round"/>`;
}

export function tile(c: Palette): Drawing {
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

function fringes(color: string | undefined, x0: number, x1: number, yTop: number, yBottom: number) {
  const lines = range(x0, x1, 14)
    .map((x) => `M${x} ${yTop}v-22M${x} ${yBottom}v22`)
    .join('');
  return `<path d="${lines}" stroke="${color}" stroke-width="4"/>`;
}

export function carpet(c: Palette): Drawing {
  const diamond = (h: number, w: number) =>
    `${300},${300 - h} ${300 + w},300 300,${300 + h} ${300 - w},300`;
  return `<g transform="rotate(-5 300 300)">${fringes(c.ivory, 160, 440, 96, 504)}<rect x="150" y="96" width="300" height="408" rx="6" fill="${c.border}"/>
<rect x="161" y="107" width="278" height="386" fill="none" stroke="${c.motif}" stroke-width="6" stroke-dasharray="10 10"/><rect x="174" y="120" width="252" height="360" fill="${c.base}"/>
<polygon points="${diamond(140, 100)}" fill="${c.motif}"/><polygon points="${diamond(96, 68)}" fill="${c.border}"/><polygon points="${diamond(44, 32)}" fill="${c.ivory}"/>
<path d="M174 120h50l-50 50zM426 120h-50l50 50zM174 480h50l-50-50zM426 480h-50l50-50z" fill="${c.motif}"/></g>`;
}

export function kilim(c: Palette): Drawing {
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

export function cushion(c: Palette): Drawing {
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

export function fouta(c: Palette): Drawing {
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

export function basket(c: Palette): Drawing {
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

export function strawHat(c: Palette): Drawing {
  return `<ellipse cx="300" cy="380" rx="232" ry="82" fill="${c.straw}"/><ellipse cx="300" cy="380" rx="192" ry="64" fill="none" stroke="${c.dark}" stroke-width="4" stroke-dasharray="12 8"/>
<path d="M194 380C194 232 238 196 300 196S406 232 406 380c-70 22-142 22-212 0z" fill="${c.crown}"/><path d="M197 330c70 18 136 18 206 0v38c-70 18-136 18-206 0z" fill="${c.a}"/>
<path d="M220 250q80-20 160 0M206 300q94-16 188 0" stroke="${c.dark}" stroke-width="4" fill="none" stroke-dasharray="10 8"/>`;
}

export function chechia(c: Palette): Drawing {
  return `<path d="M196 250Q300 222 404 250L426 432Q300 464 174 432z" fill="${c.base}"/><ellipse cx="300" cy="248" rx="104" ry="26" fill="${c.dark}"/>
<path d="M222 276Q230 360 214 424" stroke="#fff" opacity=".18" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M300 246C352 240 382 270 388 326" stroke="${c.tassel}" stroke-width="7" fill="none"/><path d="M374 318h28l12 92h-52z" fill="${c.tassel}"/>`;
}

export function garment(c: Palette): Drawing {
  return `<path d="M232 120h136l108 96-44 52-34-28 12 250H190l12-250-34 28-44-52z" fill="${c.body}"/><path d="M262 120q38 56 76 0z" fill="${c.dark}"/>
<path d="M262 120q38 56 76 0" fill="none" stroke="${c.gold}" stroke-width="7"/><path d="M300 186v286" stroke="${c.gold}" stroke-width="9" stroke-dasharray="1 16" stroke-linecap="round"/>
<path d="M194 468h212M146 196l44 52M454 196l-44 52" stroke="${c.gold}" stroke-width="7" stroke-linecap="round"/><circle cx="300" cy="240" r="14" fill="${c.gold}"/>`;
}

export function slippers(c: Palette): Drawing {
  return {
    defs: `<g id="s"><path d="M0-150C50-150 62-60 58 20 54 110 40 150 0 150S-54 110-58 20C-62-60-50-150 0-150z" fill="${c.sole}"/>
<path d="M-56-10C-60-80-46-150 0-150S60-80 56-10C20 6-20 6-56-10z" fill="${c.leather}"/><path d="M-46-24C-46-86-36-136 0-136S46-86 46-24" stroke="${c.stitch}" stroke-width="3" fill="none" stroke-dasharray="6 6"/><circle cy="-70" r="12" fill="${c.stitch}"/></g>`,
    body: `<use href="#s" transform="translate(226 322) rotate(-10)"/><use href="#s" transform="translate(374 302) rotate(8)"/>`,
  };
}

const pastryDefs = (c: Palette) =>
  `<g id="bk"><path d="M0-32L40 0 0 32-40 0z" fill="${c.gold}"/><path d="M0-32L40 0H-40z" fill="#fff" opacity=".2"/><circle r="7" fill="${c.nut}"/></g>` +
  `<g id="mk"><path d="M-44 0-24-24h48L44 0 24 24h-48z" fill="${c.brown}"/><path d="M-24 0h48" stroke="${c.dark}" stroke-width="5" stroke-dasharray="3 7"/></g>` +
  `<g id="ka"><circle r="28" fill="none" stroke="${c.gold}" stroke-width="16"/><circle r="28" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/></g>` +
  `<g id="gh"><ellipse cy="6" rx="34" ry="22" fill="${c.gold}"/><ellipse rx="34" ry="24" fill="${c.pale}"/><ellipse cy="-8" rx="18" ry="8" fill="#fff" opacity=".45"/></g>`;

export function pastry(c: Palette): Drawing {
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
  const kinds = (c.kinds ?? 'gh').split(',');
  const pieces = spots
    .map(([x, y], i) => `<use href="#${kinds[i % kinds.length]}" x="${x}" y="${y}"/>`)
    .join('');
  return {
    defs: pastryDefs(c),
    body: `<ellipse cx="300" cy="404" rx="236" ry="92" fill="${c.plate}"/><ellipse cx="300" cy="396" rx="196" ry="70" fill="${c.inner}"/><g transform="translate(300 388) scale(1.25) translate(-300 -388)">${pieces}</g>`,
  };
}

export function soap(c: Palette): Drawing {
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

export function flask(c: Palette): Drawing {
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

export function serum(c: Palette): Drawing {
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

export function candle(c: Palette): Drawing {
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

/**
 * Each illustrated product kind (the catalog's `category`, e.g. oil, oil-can, plate): its shape,
 * the two colours of its backdrop, and a few palettes picked per product.
 */
import {
  basket,
  bottle,
  bowl,
  candle,
  carpet,
  chechia,
  cushion,
  dates,
  flask,
  fouta,
  garment,
  jar,
  kilim,
  mound,
  oilCan,
  oilSet,
  pastry,
  plate,
  serum,
  slippers,
  soap,
  strawHat,
  tajine,
  tile,
  vase,
  type Drawing,
  type Palette,
} from './shapes.ts';

export interface Kind {
  shape: (c: Palette, v: number) => Drawing;
  /** light and deeper backdrop colours */
  bg: [string, string];
  pals: Palette[];
}

const oilPal = {
  cap: '#3f4d1a',
  dark: '#5d7a1f',
  glass: '#8fae3a',
  label: '#fbf6e4',
  leaf: '#6b8e23',
  fruit: '#2f3a12',
  wood: '#b07a45',
};
const jarPal = (body: string, lid: string, dark: string, motif: string) => ({
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

export const KINDS: Record<string, Kind> = {
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
    pals: [{ body: '#d9a577', dark: '#a8683f', a: '#8a4b2a', b: '#8a4b2a', handles: 'yes' }],
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
  baklawa: { shape: pastry, bg: ['#fff5e2', '#f3cf95'], pals: [{ ...pastryPal, kinds: 'bk' }] },
  makroudh: { shape: pastry, bg: ['#fff5e2', '#f0c38a'], pals: [{ ...pastryPal, kinds: 'mk' }] },
  kaak: { shape: pastry, bg: ['#fff5e2', '#f3cf95'], pals: [{ ...pastryPal, kinds: 'ka' }] },
  ghraiba: { shape: pastry, bg: ['#fdf6ea', '#ecd6b4'], pals: [{ ...pastryPal, kinds: 'gh' }] },
  assortment: {
    shape: pastry,
    bg: ['#fff5e2', '#f3cf95'],
    pals: [{ ...pastryPal, kinds: 'bk,ka,gh,mk' }],
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

/**
 * The pending demo transporter's identity documents (issue 13): a national identity card and a
 * driving licence, drawn as plain cards stamped "SPECIMEN" so that nobody takes them for real
 * papers, for the operators' verification screen to show something believable.
 */
import sharp from 'sharp';

/** Which of the two documents. */
export type DemoDocumentKind = 'identity' | 'licence';

/** The holder printed on the cards. */
export interface DocumentHolder {
  fullName: string;
  /** e.g. "12/03/1994" */
  birthDate: string;
  /** the number printed on the card (specimen digits) */
  number: string;
}

/** ID-1 proportions (85.6 × 54 mm), large enough for the upload pipeline's 1280 variant. */
const CARD = { width: 1280, height: 808 } as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<DemoDocumentKind, { fr: string; ar: string; tint: string; band: string }> = {
  identity: {
    fr: "CARTE D'IDENTITÉ NATIONALE",
    ar: 'بطاقة التعريف الوطنية',
    tint: '#e8f0f7',
    band: '#b3202a',
  },
  licence: {
    fr: 'PERMIS DE CONDUIRE',
    ar: 'رخصة السياقة',
    tint: '#f5eddc',
    band: '#1f5f8b',
  },
};

/** The card as SVG: a band with the titles, a photo frame, the holder's lines, the stamp. */
export function documentSvg(kind: DemoDocumentKind, holder: DocumentHolder): string {
  const { width, height } = CARD;
  const title = TITLES[kind];
  const line = (y: number, label: string, value: string) =>
    `<text x="440" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#4a4a4a">${escapeXml(label)}</text>
     <text x="440" y="${y + 44}" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#1c1c1c">${escapeXml(value)}</text>`;
  const extra =
    kind === 'licence' ? line(640, 'Catégories', 'B · C') : line(640, 'Lieu de naissance', 'Sfax');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" rx="48" fill="${title.tint}"/>
  <rect width="${width}" height="150" rx="48" fill="${title.band}"/>
  <rect y="100" width="${width}" height="50" fill="${title.band}"/>
  <text x="60" y="92" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(title.fr)}</text>
  <text x="${width - 60}" y="92" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffffff">${escapeXml(title.ar)}</text>
  <clipPath id="frame"><rect x="70" y="210" width="320" height="400" rx="16"/></clipPath>
  <rect x="70" y="210" width="320" height="400" rx="16" fill="#c9d3dc"/>
  <g clip-path="url(#frame)">
    <circle cx="230" cy="350" r="90" fill="#8a98a6"/>
    <ellipse cx="230" cy="590" rx="140" ry="110" fill="#8a98a6"/>
  </g>
  <rect x="70" y="210" width="320" height="400" rx="16" fill="none" stroke="#7b8794" stroke-width="4"/>
  ${line(240, 'Nom et prénom', holder.fullName)}
  ${line(370, 'Né(e) le', holder.birthDate)}
  ${line(500, 'Numéro', holder.number)}
  ${extra}
  <text x="${width / 2}" y="${height / 2 + 60}" text-anchor="middle" transform="rotate(-18 ${width / 2} ${height / 2})"
    font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="bold" fill="#d11f1f" fill-opacity="0.35"
    letter-spacing="12">SPECIMEN</text>
</svg>`;
}

/** The card as a PNG, for the upload pipeline (processImage) like any photo. */
export async function documentPicture(
  kind: DemoDocumentKind,
  holder: DocumentHolder,
): Promise<Buffer> {
  return sharp(Buffer.from(documentSvg(kind, holder)))
    .png()
    .toBuffer();
}

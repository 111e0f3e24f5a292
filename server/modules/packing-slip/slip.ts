/**
 * The packing slip PDF (issue 14): who sends, who receives, what is inside, the cash the
 * transporter must collect (the order's total, its delivery fee included) and a QR code of the
 * order's tracking page. Never the delivery code: the buyer alone holds it, and gives it at the
 * door. A6 is a label for the parcel, A4 a sheet for the box; both in en, fr or ar.
 */
import { and, asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Language } from '../../../common/constants.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';
import { paths } from '../../../common/routes.ts';
import type { PackingSlipSize } from '../../../common/schemas/packing-slip.ts';
import { GOVERNORATES } from '../../../common/tunisia.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { drawText, leftToRight, registerFonts, type TextStyle } from './bidi-text.ts';
import { SLIP_LABELS, type SlipLabels } from './labels.ts';

/** Points per page side, and how much larger than A6 everything is drawn. */
const PAGES: Record<PackingSlipSize, { size: 'A6' | 'A4'; scale: number }> = {
  a6: { size: 'A6', scale: 1 },
  a4: { size: 'A4', scale: 1.7 },
};

export interface SlipData {
  reference: string;
  orderDate: Date;
  store: { name: string | null; phone: string | null; address: string | null };
  buyer: {
    name: string | null;
    phone: string | null;
    address: string | null;
    governorate: string | null;
  };
  lines: { name: string; quantity: number; lineTotal: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  cashOnDelivery: boolean;
  note: string | null;
}

/** The order as the slip shows it; another store's order is 404 like a missing one. */
export async function slipData(db: Db, storeId: number, orderId: number): Promise<SlipData> {
  const [row] = await db
    .select({ order: orders, store: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.storeId))
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  const { order, store } = row;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lines = items.map((item) => ({
    name: item.productName,
    quantity: item.quantity,
    lineTotal: fromMillimes(toMillimes(item.unitPrice) * item.quantity),
  }));
  return {
    reference: order.reference,
    orderDate: order.orderDate,
    store: { name: store.storeName, phone: store.storePhone, address: store.storeAddress },
    buyer: {
      name: order.customerName,
      phone: order.customerPhone,
      address: order.shippingAddress,
      governorate: order.shippingGovernorate,
    },
    lines,
    subtotal: fromMillimes(toMillimes(order.totalAmount) - toMillimes(order.deliveryFee)),
    deliveryFee: order.deliveryFee,
    total: order.totalAmount,
    cashOnDelivery: order.paymentMethod === 'cash_on_delivery',
    note: order.note,
  };
}

function amount(value: number, labels: SlipLabels): string {
  const text = fromMillimes(Math.round(toMillimes(value) / 10) * 10).toFixed(2);
  return `${text.replace('.', labels.decimal)} ${labels.currency}`;
}

function governorateName(code: string | null, lang: Language): string | null {
  const found = GOVERNORATES.find((g) => g.code === code);
  return found ? found[lang] : null;
}

/** The tracking page's address for this order, as the QR code carries it. */
export function trackingUrl(origin: string, reference: string): string {
  return `${origin}${paths.marketplace.track({ reference })}`;
}

/** Draws the slip and resolves to the PDF's bytes. */
export async function renderPackingSlip(
  data: SlipData,
  options: { size: PackingSlipSize; lang: Language; trackingUrl: string },
): Promise<Buffer> {
  const labels = SLIP_LABELS[options.lang];
  const { size, scale } = PAGES[options.size];
  const rtl = options.lang === 'ar';
  const margin = 18 * scale;
  const doc = new PDFDocument({
    size,
    margin,
    info: { Title: `${labels.title} ${data.reference}`, Author: data.store.name ?? 'Hanout' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const qr = await QRCode.toBuffer(options.trackingUrl, { type: 'png', margin: 1, width: 240 });
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - margin;
  const style = (points: number, bold = false): TextStyle => ({ size: points * scale, bold, rtl });
  let y = margin;
  /** A new page when the next block would not fit. */
  const room = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = margin;
    }
  };
  const text = (value: string, points: number, bold = false, align?: 'start' | 'end') => {
    room(points * scale * 1.4);
    y += drawText(doc, value, { x: margin, y, width, align }, style(points, bold));
  };
  /** A label at the start of the line and its value at the end. */
  const pair = (label: string, value: string, points: number, bold = false) => {
    room(points * scale * 1.4);
    const box = { x: margin, y, width };
    drawText(doc, label, box, style(points, bold));
    y += drawText(doc, value, { ...box, align: 'end' }, style(points, bold));
  };
  const rule = () => {
    y += 3 * scale;
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .lineWidth(0.6 * scale)
      .strokeColor('#444444')
      .stroke();
    y += 4 * scale;
  };

  pair(labels.title, data.reference, 11, true);
  pair(
    labels.date,
    new Intl.DateTimeFormat(labels.locale, {
      dateStyle: 'medium',
      timeZone: 'Africa/Tunis',
      numberingSystem: 'latn',
    }).format(data.orderDate),
    7.5,
  );
  rule();

  text(labels.from, 6.5, true);
  text(data.store.name ?? '', 8.5, true);
  if (data.store.phone) text(leftToRight(data.store.phone), 7.5);
  if (data.store.address) text(data.store.address, 7.5);
  rule();

  text(labels.to, 6.5, true);
  text(data.buyer.name ?? '', 10, true);
  if (data.buyer.phone) text(leftToRight(data.buyer.phone), 9, true);
  const where = [data.buyer.address, governorateName(data.buyer.governorate, options.lang)]
    .filter(Boolean)
    .join(rtl ? '، ' : ', ');
  if (where) text(where, 8);
  rule();

  pair(labels.item, labels.amount, 6.5, true);
  for (const line of data.lines) {
    pair(`${line.name} × ${line.quantity}`, amount(line.lineTotal, labels), 7.5);
  }
  rule();
  pair(labels.subtotal, amount(data.subtotal, labels), 7.5);
  pair(
    labels.deliveryFee,
    toMillimes(data.deliveryFee) === 0 ? labels.free : amount(data.deliveryFee, labels),
    7.5,
  );

  // The one figure the transporter must not miss, in a frame.
  const boxHeight = 22 * scale;
  room(boxHeight + 6 * scale);
  y += 4 * scale;
  doc
    .rect(margin, y, width, boxHeight)
    .lineWidth(1.4 * scale)
    .strokeColor('#000000')
    .stroke();
  const inner = { x: margin + 6 * scale, y: y + 5 * scale, width: width - 12 * scale };
  if (data.cashOnDelivery) {
    drawText(doc, labels.cashToCollect, inner, style(8.5, true));
    drawText(doc, amount(data.total, labels), { ...inner, align: 'end' }, style(10, true));
  } else {
    drawText(doc, labels.alreadyPaid, inner, style(8.5, true));
  }
  y += boxHeight + 6 * scale;

  if (data.note) {
    text(`${labels.note}: ${data.note}`, 7);
  }

  const qrSize = 62 * scale;
  room(qrSize + 12 * scale);
  const qrX = rtl ? margin : margin + width - qrSize;
  doc.image(qr, qrX, y, { width: qrSize, height: qrSize });
  const beside = { x: rtl ? margin + qrSize + 6 * scale : margin, y: y + 4 * scale };
  const besideWidth = width - qrSize - 6 * scale;
  const used = drawText(doc, labels.track, { ...beside, width: besideWidth }, style(7.5, true));
  drawText(
    doc,
    options.trackingUrl,
    { x: beside.x, y: beside.y + used + 2 * scale, width: besideWidth },
    { size: 6 * scale, rtl: false },
  );
  doc.end();
  return done;
}

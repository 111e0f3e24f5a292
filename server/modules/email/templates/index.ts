/**
 * renderEmail: an outbox row's template and data → subject, HTML and text, in the recipient's
 * language, at send time (so a fixed word reaches the emails still queued). Links are absolute.
 */
import { lineTotal } from '../../../../common/money.ts';
import { paths } from '../../../../common/routes.ts';
import type { EmailData, EmailTemplate } from '../outbox.ts';
import {
  absolute,
  formatMoney,
  renderLayout,
  type Block,
  type Layout,
  type RenderContext,
  type RenderedEmail,
} from './layout.ts';
import { WORDS } from './words.ts';

export type { RenderContext, RenderedEmail } from './layout.ts';

type Renderers = {
  [T in EmailTemplate]: (data: EmailData[T], context: RenderContext) => Omit<Layout, 'unsubscribe'>;
};

const RENDERERS: Renderers = {
  order_new(data, { language, origin }) {
    const words = WORDS[language].orderNew;
    return {
      subject: words.subject(data.reference, data.storeName),
      heading: words.subject(data.reference, data.storeName),
      blocks: [
        {
          kind: 'paragraph',
          text: words.body(
            data.customerName,
            data.reference,
            data.itemsCount,
            formatMoney(data.total, language),
          ),
        },
        { kind: 'button', label: words.button, url: absolute(origin, data.orderPath) },
      ],
    };
  },

  message_new(data, { language, origin }) {
    const words = WORDS[language].messageNew;
    return {
      subject: words.subject(data.customerName),
      heading: words.subject(data.customerName),
      blocks: [
        { kind: 'paragraph', text: words.body(data.customerName, data.storeName) },
        { kind: 'quote', text: data.excerpt },
        { kind: 'button', label: words.button, url: absolute(origin, data.messagesPath) },
      ],
    };
  },

  order_confirmation(data, { language, origin }) {
    const all = WORDS[language];
    const words = all.confirmation;
    const money = (amount: number) => formatMoney(amount, language);
    return {
      subject: words.subject(data.reference, data.storeName),
      heading: words.subject(data.reference, data.storeName),
      blocks: [
        { kind: 'paragraph', text: all.hello(data.customerName) },
        { kind: 'paragraph', text: words.body(data.storeName, data.reference) },
        {
          kind: 'rows',
          rows: data.items.map((item) => ({
            label: `${item.quantity} × ${item.name}`,
            value: money(lineTotal(item.unitPrice, item.quantity)),
          })),
        },
        {
          kind: 'rows',
          rows: [
            { label: words.subtotal, value: money(data.subtotal) },
            { label: words.deliveryFee, value: money(data.deliveryFee) },
            { label: words.total, value: money(data.total), strong: true },
          ],
        },
        { kind: 'paragraph', text: words.estimate(data.deliveryDaysMin, data.deliveryDaysMax) },
        { kind: 'code', label: words.code, value: data.deliveryCode, note: words.codeNote },
        { kind: 'button', label: words.button, url: absolute(origin, data.trackingPath) },
      ],
    };
  },

  order_status(data, { language, origin }) {
    const all = WORDS[language];
    const words = all.status;
    const status = all.statusLabel[data.status];
    const blocks: Block[] = [
      { kind: 'paragraph', text: words.line(status) },
      { kind: 'paragraph', text: words.meaning[data.status](data.storeName) },
    ];
    if (data.status === 'shipped' && data.transporterName) {
      blocks.push({ kind: 'paragraph', text: words.transporter(data.transporterName) });
    }
    if (data.deliveryCode) {
      blocks.push({
        kind: 'code',
        label: all.confirmation.code,
        value: data.deliveryCode,
        note: all.confirmation.codeNote,
      });
    }
    blocks.push({ kind: 'button', label: words.button, url: absolute(origin, data.trackingPath) });
    return {
      subject: words.subject(data.reference, status),
      heading: words.subject(data.reference, status),
      blocks,
    };
  },

  conversation_started(data, { language, origin }) {
    const words = WORDS[language].conversationStarted;
    return {
      subject: words.subject(data.storeName),
      heading: words.subject(data.storeName),
      blocks: [
        { kind: 'paragraph', text: words.body(data.storeName) },
        { kind: 'paragraph', text: words.keep },
        { kind: 'button', label: words.button, url: absolute(origin, data.conversationPath) },
      ],
    };
  },

  message_reply(data, { language, origin }) {
    const words = WORDS[language].messageReply;
    return {
      subject: words.subject(data.storeName),
      heading: words.subject(data.storeName),
      blocks: [
        { kind: 'paragraph', text: words.body(data.storeName) },
        { kind: 'quote', text: data.excerpt },
        { kind: 'button', label: words.button, url: absolute(origin, data.conversationPath) },
      ],
    };
  },

  password_reset(data, { language, origin }) {
    const all = WORDS[language];
    const words = all.passwordReset;
    return {
      subject: words.subject,
      heading: words.subject,
      blocks: [
        { kind: 'paragraph', text: all.hello(data.name) },
        { kind: 'paragraph', text: words.body(data.minutes) },
        { kind: 'button', label: words.button, url: absolute(origin, data.resetPath) },
        { kind: 'paragraph', text: words.ignore },
      ],
    };
  },
};

/** The page that turns this email's kind off, and the one-click address for List-Unsubscribe. */
export function unsubscribeLinks(origin: string, token: string) {
  return {
    page: absolute(origin, paths.emailUnsubscribe(token)),
    oneClick: `${origin}/api/email/unsubscribe/${encodeURIComponent(token)}`,
  };
}

export function renderEmail<T extends EmailTemplate>(
  template: T,
  data: EmailData[T],
  context: RenderContext,
): RenderedEmail {
  const render = RENDERERS[template] as (
    data: EmailData[T],
    context: RenderContext,
  ) => Omit<Layout, 'unsubscribe'>;
  const layout = render(data, context);
  const words = WORDS[context.language];
  return renderLayout(context.language, {
    ...layout,
    unsubscribe: context.unsubscribeToken
      ? {
          text: words.unsubscribeText,
          label: words.unsubscribeLabel,
          url: unsubscribeLinks(context.origin, context.unsubscribeToken).page,
        }
      : null,
  });
}

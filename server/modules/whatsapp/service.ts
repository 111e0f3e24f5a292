/**
 * The seller's own wording of its WhatsApp messages to buyers (issue 15), kept in
 * users.whatsapp_templates: a kind missing there is the default, in the reader's language (the
 * client's words). The messages themselves are wa.me links the client fills (fillTemplate).
 */
import { eq } from 'drizzle-orm';
import type { WhatsappTemplates } from '../../../common/contracts/whatsapp.ts';
import { WHATSAPP_TEMPLATE_KINDS, type WhatsappTemplateKind } from '../../../common/enums.ts';
import type { WhatsappTemplatesInput } from '../../../common/schemas/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

type Stored = Partial<Record<WhatsappTemplateKind, string>>;

function toTemplates(stored: Stored): WhatsappTemplates {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, stored[kind] ?? null]),
  ) as WhatsappTemplates;
}

async function storedOf(db: Db, storeId: number): Promise<Stored> {
  const [row] = await db
    .select({ templates: users.whatsappTemplates })
    .from(users)
    .where(eq(users.id, storeId));
  return row?.templates ?? {};
}

export async function getWhatsappTemplates(db: Db, storeId: number): Promise<WhatsappTemplates> {
  return toTemplates(await storedOf(db, storeId));
}

/** A kind left out stays as it is; null (or an empty text) goes back to the default. */
export async function saveWhatsappTemplates(
  db: Db,
  storeId: number,
  input: WhatsappTemplatesInput,
): Promise<WhatsappTemplates> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ templates: users.whatsappTemplates })
      .from(users)
      .where(eq(users.id, storeId))
      .for('update');
    const next: Stored = { ...(row?.templates ?? {}) };
    for (const kind of WHATSAPP_TEMPLATE_KINDS) {
      const value = input[kind];
      if (value === undefined) continue;
      if (value === null) delete next[kind];
      else next[kind] = value;
    }
    await tx
      .update(users)
      .set({ whatsappTemplates: next, updatedAt: new Date() })
      .where(eq(users.id, storeId));
    return toTemplates(next);
  });
}

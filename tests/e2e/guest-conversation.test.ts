/**
 * A guest can read a store's reply (issue 15). They write from a product page with Contact Seller
 * and get a private link to the conversation; the seller, in another browser, replies from
 * /messages; the guest's page shows the reply when they come back to it, they answer there, and
 * the answer reaches the seller's open inbox without a reload (the live stream). A link with one
 * character changed opens nothing.
 *
 * The store is new (reach-setup.ts), so its inbox holds only this conversation.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { escape } from './cod-setup.ts';
import { en, enPattern, freshStore } from './reach-setup.ts';

const GUEST = { name: 'Nour Guesmi', email: 'nour.guesmi@example.tn' };

/** The token of a conversation page's address. */
const tokenOf = (url: string) =>
  /\/marketplace\/conversations\/([A-Za-z0-9_-]+)$/.exec(new URL(url).pathname)?.[1] ?? '';

/** One character of the token changed, keeping it 43 base64url characters. */
const altered = (token: string) =>
  `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;

/** The guest's answer box and its button, on the conversation page. */
async function answer(page: Page, content: string) {
  await page
    .getByRole('textbox', { name: enPattern('guestConversation.answer.label') })
    .fill(content);
  await page.getByRole('button', { name: en('guestConversation.answer.send') }).click();
}

describeJourney('guest conversation', ({ newPage }) => {
  it('lets a guest read the reply through their link and answer, live for the seller', async () => {
    const seller = await newPage({ viewport: DESKTOP });
    const store = await freshStore(seller);
    const product = store.products[0];
    if (!product) throw new Error('no product');

    // The guest writes from the product page.
    const guest = await newPage();
    await guest.goto(`/marketplace/products/${product.id}`);
    await guest.getByRole('button', { name: 'Contact Seller' }).click();
    const dialog = guest.getByRole('dialog');
    const question = `La bsissa est-elle sans gluten ? ${Date.now().toString(36)}`;
    await dialog.getByLabel(en('marketplace.contact.name')).fill(GUEST.name);
    await dialog.getByLabel(en('marketplace.contact.email')).fill(GUEST.email);
    await dialog.getByLabel(en('marketplace.contact.message')).fill(question);
    await dialog.getByRole('button', { name: en('marketplace.contact.send') }).click();

    // Their private link, shown at once (and said to be emailed).
    await dialog.getByText(en('guestConversation.sent.title')).waitFor();
    // The address is wrapped in bidi isolates inside the sentence: found by itself.
    await dialog.getByText(GUEST.email).waitFor();
    const shownLink = await dialog.getByLabel(en('guestConversation.sent.linkLabel')).inputValue();
    expect(shownLink).toMatch(/\/marketplace\/conversations\/[A-Za-z0-9_-]{43}$/);
    await snapshot(guest, 'journey-guest-link-sent-en-375');
    await dialog.getByRole('link', { name: en('guestConversation.sent.open') }).click();
    await guest.waitForURL((url) => url.pathname.startsWith('/marketplace/conversations/'));
    const token = tokenOf(guest.url());
    expect(`${new URL(guest.url()).origin}/marketplace/conversations/${token}`).toBe(shownLink);
    // Their own message, and no reply yet.
    await guest.getByText(question).waitFor();
    await guest.getByText(en('guestConversation.waiting')).waitFor();

    // The seller replies from /messages.
    await seller.goto('/messages');
    await seller.getByRole('button').filter({ hasText: GUEST.name }).first().click();
    await seller.getByText(question).filter({ visible: true }).first().waitFor();
    const reply = `Oui, sans gluten : pois chiches, sésame et blé… non, pardon, avec du blé ! ${Date.now().toString(36)}`;
    await seller.getByRole('textbox', { name: /^Reply to/ }).fill(reply);
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await seller.getByText(reply).first().waitFor();

    // Back on their page (it looks again when the tab regains focus), the guest reads it.
    await guest.reload();
    await guest.getByText(reply).waitFor();
    expect(await guest.getByText(en('guestConversation.waiting')).count()).toBe(0);
    await snapshot(guest, 'journey-guest-conversation-en-375');

    // The guest answers; the seller's open conversation shows it without a reload.
    const followUp = `Merci ! J'en prends deux pots. ${Date.now().toString(36)}`;
    await answer(guest, followUp);
    await guest.getByText(followUp).waitFor();
    // In the thread itself: a toast says it too, which is not what is checked here.
    const thread = seller.getByRole('list', {
      name: en('messages.threadLabel', { name: GUEST.name }),
    });
    await thread.getByText(followUp).waitFor({ timeout: 5_000 });
    expect(await thread.getByText(reply).count()).toBe(1);
    await snapshot(seller, 'journey-guest-answer-live-en-1280');

    // One character changed: nothing to read.
    await guest.goto(`/marketplace/conversations/${altered(token)}`);
    await guest.getByText(en('codes.conversation.notFound')).waitFor();
    expect(await guest.getByText(question).count()).toBe(0);

    // The store's page remembers the link for this browser.
    await guest.goto(`/marketplace/stores/${store.id}`);
    await guest
      .getByRole('link', { name: new RegExp(escape(en('guestConversation.storeLink'))) })
      .click();
    await guest.waitForURL((url) => url.pathname === `/marketplace/conversations/${token}`);

    await guest.context().close();
    await seller.context().close();
  });
});

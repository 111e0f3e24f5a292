import { expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

describeJourney('messages', ({ newPage }) => {
  it('opens an unread conversation, replies, and the unread badge drops', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInAsSeller(page);
    // The Messages link's own count (the bell counts notifications, issue 15).
    const badge = page
      .getByRole('link', { name: /^Messages/ })
      .first()
      .getByTestId('unread-badge');
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThan(0);

    await page
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.getByText('Select a conversation to view messages').waitFor();
    const unreadConversation = page.getByRole('button').filter({ hasText: 'New message' }).first();
    await unreadConversation.click();

    await expect
      .poll(async () => ((await badge.count()) === 0 ? 0 : Number(await badge.textContent())))
      .toBeLessThan(before);

    const reply = `Merci ! Livraison demain à Sfax — ${Date.now()}`;
    await page.getByRole('textbox', { name: /Reply to/ }).fill(reply);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent').first().waitFor();
    await page.getByText(reply).first().waitFor();
    expect(await page.getByRole('textbox', { name: /Reply to/ }).inputValue()).toBe('');
    await snapshot(page, 'journey-messages-en-1280');
    await page.context().close();
  });

  it('will not send an empty reply', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    await page.goto('/messages');
    await page.getByRole('button').filter({ hasText: /./ }).first().waitFor();
    const firstConversation = page.getByRole('list').getByRole('button').first();
    await firstConversation.click();
    const box = page.getByRole('textbox', { name: /Reply to/ });
    await box.fill('   \n  ');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

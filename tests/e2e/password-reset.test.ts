/**
 * A forgotten password, recovered as a seller would (issue 15): "Forgot password?" on the sign-in
 * tab, their email, the same words whoever asks; the email reaches a real SMTP server started here
 * (the app of this journey is its own, pointed at it); its link opens the page that sets a new
 * password; the new one signs in and the old one no longer does. The link works once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PHONE, describeJourney, snapshot } from './browser.ts';
import { startDemoApp } from './demo-app.ts';
import { en, mailHeader, mailTexts, startMailbox } from './reach-setup.ts';
import { signInAsSeller, signInThroughForm } from './signin.ts';

/** demo_seller, Amira Ben Salah, in the demo data (server/db/seed-catalog.json). */
const SELLER = { username: 'demo_seller', email: 'amira@darzitouna.tn', password: 'hanout2026' };

describeJourney('password reset', ({ browser }) => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;
  let demo: Awaited<ReturnType<typeof startDemoApp>> | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    demo = await startDemoApp({
      photos: false,
      config: { SMTP_URL: mailbox.url },
      // Sent within a fraction of a second of the request, and retried as quickly.
      mail: { pollMs: 200, retryDelaysMs: [200] },
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await demo?.close();
    await mailbox?.close();
  });

  async function visitor(): Promise<Page> {
    const context = await browser().newContext({
      baseURL: demo?.baseUrl,
      viewport: PHONE,
      locale: 'en-US',
    });
    contexts.push(context);
    return context.newPage();
  }

  it('sends a link by email that sets a new password, once', async () => {
    // The seller is still signed in on another device, on their dashboard.
    const elsewhere = await visitor();
    await signInAsSeller(elsewhere);

    const page = await visitor();
    await page.goto('/auth');
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: en('passwordReset.forgotLink') })
      .click();
    await page.waitForURL((url) => url.pathname === '/auth/forgot-password');
    await page.getByLabel(en('passwordReset.request.email')).fill(SELLER.email);
    await page.getByRole('button', { name: en('passwordReset.request.submit') }).click();
    await page.getByText(en('passwordReset.request.sentTitle')).waitFor();
    await page.getByText(en('codes.passwordReset.requested')).waitFor();
    await snapshot(page, 'journey-password-reset-requested-en-375');

    // The email, as the seller's mail program gets it.
    await expect.poll(() => mailbox?.received.length, { timeout: 10_000 }).toBe(1);
    const mail = mailbox?.received[0];
    if (!mail) throw new Error('no email');
    expect(mail.to).toEqual([SELLER.email]);
    expect(mailHeader(mail.raw, 'list-unsubscribe')).toBeUndefined();
    const texts = mailTexts(mail.raw);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    // Quoted-printable folds long lines with a soft break: decoded, the link is whole.
    const links = texts.flatMap((text) => [
      ...text.matchAll(/https?:\/\/[^\s"'<>]+\/auth\/reset-password#token=([A-Za-z0-9_-]+)/g),
    ]);
    expect(links.length).toBeGreaterThanOrEqual(1);
    const tokens = new Set(links.map((link) => link[1]));
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The link's address names this journey's own app, whatever port the email says.
    await page.goto(`/auth/reset-password#token=${token}`);
    // The token leaves the address bar (and so the history and a shared screenshot) at once.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    const newPassword = `zitouna-${Date.now().toString(36)}`;
    await fillNewPassword(page, newPassword);
    await page.getByText(en('passwordReset.reset.doneTitle')).waitFor();
    await snapshot(page, 'journey-password-reset-done-en-375');

    // Every session of the account ended: the other device is told at once, over its live stream.
    await elsewhere.getByText(en('live.sessionEnded.title')).first().waitFor({ timeout: 5_000 });
    expect((await elsewhere.request.get('/api/user')).status()).toBe(401);

    // The new password signs in; the old one no longer does.
    const fresh = await visitor();
    await signInThroughForm(fresh, SELLER.username, newPassword);
    await fresh.waitForURL((url) => url.pathname === '/dashboard');

    const stale = await visitor();
    await signInThroughForm(stale, SELLER.username, SELLER.password);
    await stale.getByText(en('auth.loginError')).first().waitFor();
    expect(new URL(stale.url()).pathname).toBe('/auth');

    // The same link a second time: refused, with the words that say so.
    const again = await visitor();
    await again.goto(`/auth/reset-password#token=${token}`);
    await fillNewPassword(again, `${newPassword}-again`);
    await again.getByText(en('passwordReset.reset.invalidTitle')).waitFor();
    await again.getByRole('alert').getByText(en('codes.passwordReset.token.invalid')).waitFor();
  });

  it('answers an unknown address with the same words, and sends nothing', async () => {
    const before = mailbox?.received.length;
    const page = await visitor();
    await page.goto('/auth/forgot-password');
    await page.getByLabel(en('passwordReset.request.email')).fill('personne@example.tn');
    await page.getByRole('button', { name: en('passwordReset.request.submit') }).click();
    await page.getByText(en('codes.passwordReset.requested')).waitFor();
    // Time enough for the worker (it polls every 200 ms) to have sent one, were there one.
    await page.waitForTimeout(1_000);
    expect(mailbox?.received.length).toBe(before);
  });
});

/** The reset page's form: the new password, twice, then its button. */
async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel(en('passwordReset.reset.password'), { exact: true }).fill(password);
  await page.getByLabel(en('passwordReset.reset.confirm'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('passwordReset.reset.submit') }).click();
}

/**
 * Transporters' verification (issue 13) on both engines: identity documents uploaded as private
 * media (never served publicly), sent for verification, and the delivery board closed until an
 * operator verified the transporter (set in the database here: the operators' routes have their
 * own suite), with a preview board that shows where the work is and nothing personal.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it, vi } from 'vitest';
import type { DeliveryPreview } from '../../common/contracts/deliveries.ts';
import type { TransporterProfile } from '../../common/contracts/transporters.ts';
import { MEDIA_VARIANTS, mediaUrl } from '../../common/media.ts';
import {
  deliveryRequests,
  media,
  mediaBlobs,
  transporterProfiles,
} from '../../server/db/schema.ts';
import { deleteUnattachedMedia } from '../../server/modules/media/index.ts';
import type { App } from '../../server/app.ts';
import {
  caller,
  sellerWithOrder,
  setVerification,
  transporterWithProfile,
} from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { multipartBody, XHR_HEADER } from './media-fixtures.ts';
import { newAccount } from './session.ts';

let picture: Buffer | undefined;
/** A plain card-sized picture, made once. */
async function cardPicture(): Promise<Buffer> {
  picture ??= await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#d9e4ef' },
  })
    .jpeg()
    .toBuffer();
  return picture;
}

/** POST /api/media with `query` (e.g. '?kind=document') as `cookie`. */
async function uploadAs(app: App, cookie: string, query = '') {
  const { payload, contentType } = multipartBody([
    { data: await cardPicture(), filename: 'carte.jpg', contentType: 'image/jpeg' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/media${query}`,
    headers: { 'content-type': contentType, ...XHR_HEADER, cookie },
    payload,
  });
}

describeEachEngine('transporter verification', (env) => {
  const call = caller(() => env().app);

  /** Two private uploads of `cookie`'s account. */
  const documentsOf = async (cookie: string) => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await uploadAs(env().app, cookie, '?kind=document');
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    return { identityDocumentId: ids[0], drivingLicenceId: ids[1] };
  };

  /** A seller's pending delivery request, on the board for every transporter. */
  const pendingRequest = async () => {
    const { seller, order } = await sellerWithOrder(env().app);
    const created = await call('POST', '/api/delivery-requests', seller.cookie, {
      orderId: order.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: '9.500',
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>();
  };

  it('stores documents private, for transporters only, and never serves them at /media', async () => {
    const { app } = env();
    const transporter = await newAccount(app, 'transporter');
    const seller = await newAccount(app, 'business');
    const unknown = await uploadAs(app, transporter.cookie, '?kind=passport');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('media.kind.invalid');
    const refused = await uploadAs(app, seller.cookie, '?kind=document');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('media.kind.transportersOnly');
    // A photo stays open to every account, with or without the kind.
    expect((await uploadAs(app, seller.cookie, '?kind=photo')).statusCode).toBe(201);

    const saved = await uploadAs(app, transporter.cookie, '?kind=document');
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<{ id: string }>();
    const [row] = await env().database.db.select().from(media).where(eq(media.id, id));
    expect(row?.private).toBe(true);
    const keys = (await env().database.db.select({ key: mediaBlobs.key }).from(mediaBlobs))
      .map((blob) => blob.key)
      .filter((key) => key.includes(id))
      .sort();
    expect(keys).toEqual(MEDIA_VARIANTS.map((variant) => `private/${id}/${variant}`).sort());
    for (const variant of MEDIA_VARIANTS) {
      const served = await app.inject({ method: 'GET', url: `/media/${id}/${variant}` });
      expect(served.statusCode, variant).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: mediaUrl(id) })).statusCode).toBe(404);
  });

  it('refuses private uploads where public photos go, and public ones as documents', async () => {
    const { app } = env();
    const transporter = await transporterWithProfile(app, true, false);
    const { identityDocumentId } = await documentsOf(transporter.cookie);
    const photo = (await uploadAs(app, transporter.cookie)).json<{ id: string }>().id;
    const asDocuments = await call('POST', '/api/transporter/verification', transporter.cookie, {
      identityDocumentId,
      drivingLicenceId: photo,
    });
    expect(asDocuments.statusCode).toBe(404);
    expect(asDocuments.json().code).toBe('media.notFound');

    // A seller cannot upload documents, so a transporter's private upload cannot become a logo
    // either: the seller's own private upload is made in the database to try.
    const seller = await newAccount(app, 'business');
    const sellerPhoto = (await uploadAs(app, seller.cookie)).json<{ id: string }>().id;
    await env().database.db.update(media).set({ private: true }).where(eq(media.id, sellerPhoto));
    const asLogo = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
      storeLogoId: sellerPhoto,
    });
    expect(asLogo.statusCode, asLogo.body).toBe(404);
    expect(asLogo.json().code).toBe('media.notFound');
  });

  it('keeps a pending transporter off the board, with a preview that names nobody', async () => {
    const { app } = env();
    const transporter = await transporterWithProfile(app, true, false);
    const request = await pendingRequest();
    const profile = (
      await call('GET', '/api/transporter/profile', transporter.cookie)
    ).json<TransporterProfile>();
    expect(profile.verification).toMatchObject({
      status: 'pending',
      reason: null,
      hasIdentityDocument: false,
      hasDrivingLicence: false,
    });

    const board = await call('GET', '/api/delivery-requests', transporter.cookie);
    expect(board.statusCode).toBe(403);
    expect(board.json()).toEqual({
      code: 'transporter.verification.pending',
      message:
        'Your account is waiting for verification. Once Hanout has checked your identity document and driving licence, you can see addresses and accept delivery requests.',
    });
    const accept = await call('PATCH', `/api/delivery-requests/${request.id}`, transporter.cookie, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().code).toBe('transporter.verification.pending');
    // The summary stays open.
    expect((await call('GET', '/api/transporter/summary', transporter.cookie)).statusCode).toBe(
      200,
    );

    const preview = await call('GET', '/api/delivery-requests/preview', transporter.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    const items = preview.json<DeliveryPreview[]>();
    const item = items.find((entry) => entry.id === request.id);
    expect(item).toEqual({
      id: request.id,
      pickupGovernorate: null,
      deliveryGovernorate: 'TN-51',
      requestedDeliveryDate: null,
      paymentAmount: 9.5,
      createdAt: expect.any(String),
    });
    const text = preview.body;
    for (const secret of ['Sfax', 'Ibn Khaldoun', 'Huile', 'Yasmine', '+216', 'Zitouna']) {
      expect(text).not.toContain(secret);
    }
    // Visitors and other account types never see it.
    expect((await call('GET', '/api/delivery-requests/preview')).statusCode).toBe(401);
    const seller = await newAccount(app, 'business');
    expect((await call('GET', '/api/delivery-requests/preview', seller.cookie)).statusCode).toBe(
      403,
    );
    const withoutProfile = await newAccount(app, 'transporter');
    const noProfile = await call('GET', '/api/delivery-requests/preview', withoutProfile.cookie);
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().code).toBe('transporter.profile.required');
  });

  it('sends the documents for verification, and opens the board once verified', async () => {
    const { app } = env();
    const transporter = await transporterWithProfile(app, true, false);
    const documents = await documentsOf(transporter.cookie);
    const sent = await call('POST', '/api/transporter/verification', transporter.cookie, documents);
    expect(sent.statusCode, sent.body).toBe(200);
    const verification = sent.json<TransporterProfile>().verification;
    expect(verification).toMatchObject({
      status: 'pending',
      hasIdentityDocument: true,
      hasDrivingLicence: true,
    });
    expect(verification.documentsSubmittedAt).not.toBeNull();
    expect(JSON.stringify(sent.json())).not.toContain(documents.identityDocumentId);

    await setVerification(app, transporter.profile.id, 'verified');
    const request = await pendingRequest();
    const board = await call('GET', '/api/delivery-requests', transporter.cookie);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json<{ items: { id: number }[] }>().items.map((r) => r.id)).toContain(request.id);
    const accept = await call('PATCH', `/api/delivery-requests/${request.id}`, transporter.cookie, {
      status: 'accepted',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const again = await call(
      'POST',
      '/api/transporter/verification',
      transporter.cookie,
      documents,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('transporter.verification.alreadyVerified');
  });

  it('keeps rejected and suspended transporters from acting, and lets the rejected send again', async () => {
    const { app } = env();
    const request = await pendingRequest();
    for (const status of ['rejected', 'suspended'] as const) {
      const transporter = await transporterWithProfile(app, true, false);
      await setVerification(app, transporter.profile.id, status, 'Photo floue, illisible');
      const board = await call('GET', '/api/delivery-requests', transporter.cookie);
      expect(board.statusCode).toBe(403);
      expect(board.json().code).toBe(`transporter.verification.${status}`);
      const accept = await call(
        'PATCH',
        `/api/delivery-requests/${request.id}`,
        transporter.cookie,
        { status: 'accepted' },
      );
      expect(accept.statusCode).toBe(403);
      expect(accept.json().code).toBe(`transporter.verification.${status}`);
      const profile = (
        await call('GET', '/api/transporter/profile', transporter.cookie)
      ).json<TransporterProfile>();
      expect(profile.verification).toMatchObject({ status, reason: 'Photo floue, illisible' });

      const resend = await call(
        'POST',
        '/api/transporter/verification',
        transporter.cookie,
        await documentsOf(transporter.cookie),
      );
      if (status === 'rejected') {
        expect(resend.statusCode, resend.body).toBe(200);
        expect(resend.json<TransporterProfile>().verification).toMatchObject({
          status: 'pending',
          reason: null,
        });
      } else {
        expect(resend.statusCode).toBe(403);
        expect(resend.json().code).toBe('transporter.verification.suspended');
      }
    }
  });

  /** The request's state as stored. */
  const stored = async (id: number) =>
    (
      await env()
        .app.database.db.select({
          status: deliveryRequests.status,
          transporterId: deliveryRequests.transporterId,
        })
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, id))
    )[0];

  /** Until a statement of this database waits on a row lock (5 s at most). */
  async function someoneWaitsOnALock() {
    for (let tries = 0; tries < 250; tries++) {
      const result = await env().app.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('never leaves a request accepted by a transporter suspended while accepting it', async () => {
    const { app } = env();
    const request = await pendingRequest();
    const carrier = await transporterWithProfile(app);
    const profileOf = eq(transporterProfiles.userId, carrier.id);
    const accept = () =>
      call('PATCH', `/api/delivery-requests/${request.id}`, carrier.cookie, {
        status: 'accepted',
      });
    if (env().engine === 'pglite') {
      // One connection: moves and decisions cannot interleave; the rule itself holds.
      await setVerification(app, carrier.profile.id, 'suspended');
    } else {
      // An operator's suspension, as decideTransporter makes it, paused before its commit: the
      // profile locked and suspended, the carrier's accepted requests (none yet) released. The
      // accept starting now must wait for the decision, then see it.
      let answer: Awaited<ReturnType<typeof accept>> | undefined;
      await app.database.db.transaction(async (tx) => {
        await tx.select().from(transporterProfiles).where(profileOf).for('update');
        await tx
          .update(transporterProfiles)
          .set({ verificationStatus: 'suspended', verificationReason: 'Plaintes de vendeurs' })
          .where(profileOf);
        await tx
          .update(deliveryRequests)
          .set({ status: 'pending', transporterId: null, acceptedAt: null })
          .where(
            and(
              eq(deliveryRequests.transporterId, carrier.id),
              eq(deliveryRequests.status, 'accepted'),
            ),
          );
        const accepting = accept().then((response) => (answer = response));
        // Without the lock the accept would answer now, before the decision commits.
        await Promise.race([accepting, someoneWaitsOnALock()]);
        expect(answer).toBeUndefined();
      });
      await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 5000 });
      expect(answer?.statusCode, answer?.body).toBe(403);
      expect(answer?.json().code).toBe('transporter.verification.suspended');
    }
    const refused = await accept();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('transporter.verification.suspended');
    expect(await stored(request.id)).toEqual({ status: 'pending', transporterId: null });
    // Still on the board for the others.
    const other = await transporterWithProfile(app);
    const taken = await call('PATCH', `/api/delivery-requests/${request.id}`, other.cookie, {
      status: 'accepted',
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('lets a transporter suspended after accepting neither start nor finish the carrying', async () => {
    const { app } = env();
    const request = await pendingRequest();
    const carrier = await transporterWithProfile(app);
    const move = (status: string) =>
      call('PATCH', `/api/delivery-requests/${request.id}`, carrier.cookie, {
        status,
        ...(status === 'completed' ? { code: '0000' } : {}),
      });
    expect((await move('accepted')).statusCode).toBe(200);
    await setVerification(app, carrier.profile.id, 'suspended');
    for (const status of ['in_progress', 'completed']) {
      const refused = await move(status);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('transporter.verification.suspended');
    }
    expect(await stored(request.id)).toEqual({ status: 'accepted', transporterId: carrier.id });
  });

  it('answers 404 for another user’s documents, 403 without a profile, 400 for bad bodies', async () => {
    const { app } = env();
    const owner = await transporterWithProfile(app, true, false);
    const other = await transporterWithProfile(app, true, false);
    const theirs = await documentsOf(owner.cookie);
    const stolen = await call('POST', '/api/transporter/verification', other.cookie, theirs);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('media.notFound');
    const mine = await documentsOf(other.cookie);
    const mixed = await call('POST', '/api/transporter/verification', other.cookie, {
      identityDocumentId: mine.identityDocumentId,
      drivingLicenceId: theirs.drivingLicenceId,
    });
    expect(mixed.statusCode).toBe(404);

    const same = await call('POST', '/api/transporter/verification', other.cookie, {
      identityDocumentId: mine.identityDocumentId,
      drivingLicenceId: mine.identityDocumentId,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('transporter.documents.same');
    const empty = await call('POST', '/api/transporter/verification', other.cookie, {});
    expect(empty.statusCode).toBe(400);

    const noProfile = await newAccount(app, 'transporter');
    const documents = await documentsOf(noProfile.cookie);
    const refused = await call(
      'POST',
      '/api/transporter/verification',
      noProfile.cookie,
      documents,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('transporter.profile.required');
    const seller = await newAccount(app, 'business');
    expect(
      (await call('POST', '/api/transporter/verification', seller.cookie, documents)).statusCode,
    ).toBe(403);
  });

  it('cleans up forgotten documents under their private keys, and keeps those sent', async () => {
    const { app } = env();
    const transporter = await transporterWithProfile(app, true, false);
    const sent = await documentsOf(transporter.cookie);
    const forgotten = (await uploadAs(app, transporter.cookie, '?kind=document')).json<{
      id: string;
    }>().id;
    expect(
      (await call('POST', '/api/transporter/verification', transporter.cookie, sent)).statusCode,
    ).toBe(200);
    const keysOf = async (id: string) =>
      (await env().database.db.select({ key: mediaBlobs.key }).from(mediaBlobs))
        .map((blob) => blob.key)
        .filter((key) => key.includes(id));
    // Everything is "old enough" when the limit is in the future.
    const deleted = await deleteUnattachedMedia(
      env().database.db,
      app.mediaStorage,
      new Date(Date.now() + 60_000),
    );
    expect(deleted).toContain(forgotten);
    expect(deleted).not.toContain(sent.identityDocumentId);
    expect(deleted).not.toContain(sent.drivingLicenceId);
    expect(await keysOf(forgotten)).toEqual([]);
    expect(await keysOf(sent.identityDocumentId ?? '')).toHaveLength(MEDIA_VARIANTS.length);
    expect(await keysOf(sent.drivingLicenceId ?? '')).toHaveLength(MEDIA_VARIANTS.length);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  TransporterProfile,
  TransporterVerification,
} from '../../../../common/contracts/transporters.ts';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VerificationCard } from './verification-card.tsx';

const IDENTITY = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
const LICENCE = '5c9e2d4f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';

function profileWith(verification: Partial<TransporterVerification>): TransporterProfile {
  return {
    id: 3,
    userId: 12,
    vehicleType: 'Van',
    vehicleModel: 'Isuzu D-Max',
    vehicleYear: '2019',
    licensePlate: '187 TU 4521',
    capacity: '800 kg',
    baseRate: 7,
    ratePerKm: 0.6,
    areasServed: 'Sfax, Tunis',
    phoneNumber: '+21655123456',
    isAvailable: true,
    notes: null,
    verification: {
      status: 'pending',
      reason: null,
      hasIdentityDocument: false,
      hasDrivingLicence: false,
      documentsSubmittedAt: null,
      decidedAt: null,
      ...verification,
    },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}

const sentProfile = profileWith({
  hasIdentityDocument: true,
  hasDrivingLicence: true,
  documentsSubmittedAt: '2026-11-23T09:30:00.000Z',
});

beforeEach(installFakeXhr);
afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Answers POST /api/transporter/verification with the profile now waiting for an operator. */
function serveVerification() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(sentProfile), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

/** Picks a file in a document field, as "Choose a file" would. */
function pick(testId: string, name: string) {
  const input = screen.getByTestId(testId).querySelector('input[data-capture="file"]');
  if (!input) throw new Error(`no file input in ${testId}`);
  fireEvent.change(input, { target: { files: [new File([name], name, { type: 'image/jpeg' })] } });
}

const uploaded = (id: string) => ({ id, url: `/media/${id}/640.webp`, width: 1600, height: 1000 });

describe('VerificationCard states', () => {
  it('asks a new transporter for both documents, by camera or file, and says who sees them', async () => {
    await renderWithProviders(<VerificationCard profile={profileWith({})} />);
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByText('Identity document (CIN or passport)')).toBeTruthy();
    expect(screen.getByText('Driving licence')).toBeTruthy();
    expect(
      screen.getByText(
        "Only Hanout's team sees these photos; they are never shown to stores or buyers.",
      ),
    ).toBeTruthy();
    const identity = screen.getByTestId('identity-document');
    expect(within(identity).getByRole('button', { name: 'Take a photo' })).toBeTruthy();
    const camera = identity.querySelector('input[data-capture="camera"]');
    expect(camera?.getAttribute('accept')).toBe('image/*');
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeTruthy();
  });

  it('says when the documents were sent, without the form', async () => {
    await renderWithProviders(<VerificationCard profile={sentProfile} />);
    expect(screen.getByTestId('verification-sent').textContent).toBe(
      "Sent on Nov 23, 2026, we'll check within 24–48 h.",
    );
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
  });

  it('confirms a verified transporter calmly, with nothing to send', async () => {
    await renderWithProviders(
      <VerificationCard
        profile={profileWith({ status: 'verified', decidedAt: '2026-11-24T10:00:00.000Z' })}
      />,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Verified on Nov 24, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
  });

  it('shows the reason of a refusal and lets the transporter send again', async () => {
    await renderWithProviders(
      <VerificationCard
        profile={profileWith({ status: 'rejected', reason: 'The licence photo is blurry.' })}
      />,
    );
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('The licence photo is blurry.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeTruthy();
  });

  it('shows the reason of a suspension and offers no way to resend', async () => {
    await renderWithProviders(
      <VerificationCard
        profile={profileWith({ status: 'suspended', reason: 'Parcels reported missing.' })}
      />,
    );
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Parcels reported missing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
    expect(screen.queryByTestId('identity-document')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Hanout' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('VerificationCard sending the documents', { timeout: 20_000 }, () => {
  it('sends nothing until both photos are there', async () => {
    const spy = serveVerification();
    await renderWithProviders(<VerificationCard profile={profileWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(
      await screen.findByText(
        'Please upload a photo of your identity document and of your driving licence.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Add this photo.')).toHaveLength(2);
    expect(spy).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads both as private documents with their progress, then sends their ids', async () => {
    const spy = serveVerification();
    await renderWithProviders(<VerificationCard profile={profileWith({})} />);

    pick('identity-document', 'cin.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.url).toBe('/api/media?kind=document');
    FakeXhr.sent[0]?.progress(40, 100);
    expect(
      screen.getByRole('progressbar', { name: 'Upload: Identity document (CIN or passport)' }),
    ).toBeTruthy();
    expect(screen.getByText('Sending… 40%')).toBeTruthy();

    // Sending while a photo is still on its way is refused, in words.
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Wait until both photos have finished uploading.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();

    FakeXhr.sent[0]?.answer(201, uploaded(IDENTITY));
    pick('driving-licence', 'permis.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]?.url).toBe('/api/media?kind=document');
    FakeXhr.sent[1]?.answer(201, uploaded(LICENCE));
    await waitFor(() => expect(screen.getAllByText('Photo received.')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/transporter/verification');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      identityDocumentId: IDENTITY,
      drivingLicenceId: LICENCE,
    });
    await waitFor(() =>
      expect(getToastState().toasts.map((toast) => toast.title)).toContain('Documents sent'),
    );
  });

  it('says what the server refused, in the card', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Your transporter account is suspended: you cannot act on the delivery board.',
            code: 'transporter.verification.suspended',
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    );
    await renderWithProviders(<VerificationCard profile={profileWith({})} />);
    pick('identity-document', 'cin.jpg');
    pick('driving-licence', 'permis.jpg');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[0]?.answer(201, uploaded(IDENTITY));
    FakeXhr.sent[1]?.answer(201, uploaded(LICENCE));
    await waitFor(() => expect(screen.getAllByText('Photo received.')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(
      await screen.findByText(
        'Your transporter account is suspended: you cannot act on the delivery board.',
      ),
    ).toBeTruthy();
  });
});

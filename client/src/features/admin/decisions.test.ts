import { describe, expect, it } from 'vitest';
import type { AdminReport, AdminTransporter } from '../../../../common/contracts/admin.ts';
import { targetHrefOf } from './audit-entries.tsx';
import { replyHrefOf } from './inbox-screen.tsx';
import { reportActionsOf } from './report-card.tsx';
import { decisionsFor, transporterDecisionBody } from './transporter-screen.tsx';

const document = { id: 'd', url: '/u', thumbnailUrl: '/t', width: 4, height: 3 };
const transporter = (changes: Partial<AdminTransporter>) =>
  ({
    status: 'pending',
    identityDocument: document,
    drivingLicence: document,
    ...changes,
  }) as AdminTransporter;

const report = (changes: Partial<AdminReport>) =>
  ({
    status: 'open',
    product: { id: 1, name: 'Jarre', image: null, hidden: false },
    store: { id: 2, name: 'Fakhar', suspended: false },
    ...changes,
  }) as AdminReport;

describe('the decisions an operator is offered', () => {
  it('verifies only a transporter with both documents, rejects only a pending one', () => {
    expect(decisionsFor(transporter({}))).toEqual(['verified', 'rejected', 'suspended']);
    expect(decisionsFor(transporter({ drivingLicence: null }))).toEqual(['rejected', 'suspended']);
    expect(decisionsFor(transporter({ status: 'verified' }))).toEqual(['suspended']);
    expect(decisionsFor(transporter({ status: 'suspended' }))).toEqual(['verified']);
    expect(decisionsFor(transporter({ status: 'rejected' }))).toEqual(['verified', 'suspended']);
  });

  it('names the documents on screen in every transporter decision', () => {
    const seen = '2026-11-24T10:00:00.000Z';
    const shown = transporter({ documentsSubmittedAt: seen });
    expect(transporterDecisionBody(shown, 'verified', undefined)).toEqual({
      status: 'verified',
      documentsSubmittedAt: seen,
    });
    expect(transporterDecisionBody(shown, 'rejected', 'Permis illisible')).toEqual({
      status: 'rejected',
      reason: 'Permis illisible',
      documentsSubmittedAt: seen,
    });
    expect(
      transporterDecisionBody(transporter({ documentsSubmittedAt: null }), 'suspended', 'Plaintes'),
    ).toEqual({ status: 'suspended', reason: 'Plaintes', documentsSubmittedAt: null });
  });

  it('hides a product, suspends a store or dismisses only while a report is open', () => {
    expect(reportActionsOf(report({}))).toEqual(['hide', 'suspend', 'dismiss']);
    expect(reportActionsOf(report({ product: null }))).toEqual(['suspend', 'dismiss']);
    expect(
      reportActionsOf(
        report({
          product: { id: 1, name: 'Jarre', image: null, hidden: true },
          store: { id: 2, name: 'Fakhar', suspended: true },
        }),
      ),
    ).toEqual(['dismiss']);
    expect(reportActionsOf(report({ status: 'dismissed' }))).toEqual([]);
  });

  it('replies by email with "Re: <topic>" as the subject', () => {
    expect(replyHrefOf('sami@example.tn', 'Selling')).toBe(
      'mailto:sami@example.tn?subject=Re%3A%20Selling',
    );
  });

  it('links a store or a transporter of the log to its page, nothing else', () => {
    expect(targetHrefOf({ targetType: 'store', targetId: 4 })).toBe('/admin/stores/4');
    expect(targetHrefOf({ targetType: 'transporter', targetId: 3 })).toBe('/admin/transporters/3');
    expect(targetHrefOf({ targetType: 'product', targetId: 9 })).toBeNull();
  });
});

/** The setup wizard's steps and where it opens (SPEC §2, §4). */
import { UI } from '../../../../common/constants.ts';

export const WIZARD_STEPS = ['account', 'store', 'products', 'complete'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** 25, 50, 75, 100: the progress bar's value on each step. */
export function progressOf(step: WizardStep): number {
  return UI.wizardProgress[WIZARD_STEPS.indexOf(step)] ?? 0;
}

/** Done → complete; signed in → store (the account step is skipped); visitor → account. */
export function openingStep(user: { setupCompleted: boolean } | null): WizardStep {
  if (!user) return 'account';
  return user.setupCompleted ? 'complete' : 'store';
}

/** A form dialog's Cancel + submit row: its own module, so a form without a dialog never loads one. */
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { DialogClose, DialogFooter } from '../ui/dialog.tsx';
import { SubmitButton } from './form-actions.tsx';

interface FormDialogFooterProps {
  /** The Cancel button's text; it closes the dialog. */
  cancelLabel: string;
  pending: boolean;
  pendingLabel?: string;
  /** The submit button's text. */
  children: ReactNode;
}

/** A form dialog's last row: Cancel, then the submit button; 44px tall on phones. */
export function FormDialogFooter({
  cancelLabel,
  pending,
  pendingLabel,
  children,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button type="button" variant="outline" className="h-11 md:h-10">
          {cancelLabel}
        </Button>
      </DialogClose>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="h-11 md:h-10">
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}

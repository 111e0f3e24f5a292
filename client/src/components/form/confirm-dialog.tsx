/**
 * "Are you sure?" before a send that cannot be undone (delete a customer, cancel an order, confirm
 * cash received): the dialog stays open while the call runs, can be neither dismissed nor
 * confirmed twice meanwhile, and its caller closes it once the answer is in. The confirm button
 * is red only for what loses something (`tone` 'destructive', the default); a confirmation of
 * good news ("Parcel received back") uses the 'default' tone.
 */
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog.tsx';
import { Button } from '../ui/button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the call runs; the label stays without one. */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  tone?: 'destructive' | 'default';
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  tone = 'destructive',
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 md:h-10" disabled={pending}>
            {cancelLabel}
          </AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while the call runs. */}
          <Button variant={tone} className="h-11 md:h-10" disabled={pending} onClick={onConfirm}>
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {(pending && pendingLabel) || confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

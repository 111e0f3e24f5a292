/**
 * Disputing a declared hand-over: the seller did not get that cash (or not all of it) and says
 * so in a note the operators read. The hand-over stays held by the transporter.
 */
import { cashDisputeSchema } from '../../../../common/schemas/cash.ts';
import { DisputeNoteDialog } from '../../components/dispute-note-dialog.tsx';
import { useDisputeHandover } from './api.ts';

interface DisputeHandoverDialogProps {
  /** The hand-over being disputed; null while closed. */
  handoverId: number | null;
  description: string;
  onClose: () => void;
}

export function DisputeHandoverDialog({
  handoverId,
  description,
  onClose,
}: DisputeHandoverDialogProps) {
  const dispute = useDisputeHandover();
  return (
    <DisputeNoteDialog
      open={handoverId !== null}
      onOpenChange={(open) => !open && onClose()}
      schema={cashDisputeSchema}
      texts="sellerCash.dispute"
      description={description}
      send={(note) =>
        handoverId === null ? Promise.resolve() : dispute.mutateAsync({ id: handoverId, note })
      }
    />
  );
}

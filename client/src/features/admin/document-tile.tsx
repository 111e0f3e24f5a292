/**
 * A transporter's document (identity card, driving licence): a thumbnail that opens the large
 * picture in a dialog. Both come from /api/admin/media, which only operators may read.
 */
import { ExternalLink, FileX2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDocument } from '../../../../common/contracts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';

export function DocumentTile({
  title,
  document,
  owner,
}: {
  title: string;
  document: AdminDocument | null;
  /** Whose document it is, for the large view's description. */
  owner: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!document) {
    return (
      <figure className="flex flex-col gap-2">
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-muted-foreground">
          <FileX2 className="size-8" aria-hidden />
          <span className="text-sm">{t('admin.transporter.notSent')}</span>
        </div>
        <figcaption className="text-sm font-medium">{title}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="flex flex-col gap-2">
      {/* A trigger: focus comes back to the thumbnail when the large view closes. */}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
            className="overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('admin.transporter.openDocument', { name: title })}
          >
            <img
              src={document.thumbnailUrl}
              alt=""
              width={document.width}
              height={document.height}
              loading="lazy"
              className="h-auto w-full object-contain"
            />
          </button>
        </DialogTrigger>
        <DialogContent
          closeLabel={t('admin.decision.close')}
          className="max-h-[95dvh] overflow-y-auto sm:max-w-4xl"
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              <bdi>{owner}</bdi>
            </DialogDescription>
          </DialogHeader>
          <img
            src={document.url}
            alt={title}
            width={document.width}
            height={document.height}
            className="h-auto w-full rounded-md"
          />
          {/* On a phone the dialog is no larger than the card: the picture alone can be zoomed. */}
          <Button asChild variant="outline" className="h-11 w-full sm:w-fit md:h-10">
            <a href={document.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              {t('admin.transporter.openFull')}
            </a>
          </Button>
        </DialogContent>
      </Dialog>
      <figcaption className="text-sm font-medium">{title}</figcaption>
    </figure>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button.tsx';

/** "← Back to …" above a page's content: the arrow points the other way in Arabic. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Button variant="ghost" asChild className="-ms-3 h-11 w-fit max-w-full md:h-10">
      <Link href={href}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
        <span className="line-clamp-1 min-w-0 break-words whitespace-normal">{label}</span>
      </Link>
    </Button>
  );
}

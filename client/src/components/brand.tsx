import { Store } from 'lucide-react';
import { Link } from 'wouter';

export function Brand({ href }: { href: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 text-lg font-bold text-foreground">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Store className="size-5" aria-hidden />
      </span>
      Hanout
    </Link>
  );
}

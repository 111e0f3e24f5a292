/** A transporter or store that is not there (a stale link): said plainly, the back link above. */
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export function NotFoundNotice({ text }: { text: string }) {
  return <EmptyState role="alert" icon={SearchX} title={text} />;
}

import { ChevronDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Runs before paint in the browser, so a closed answer never flashes open. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function hashIs(id: string): boolean {
  return typeof window !== 'undefined' && decodeURIComponent(window.location.hash.slice(1)) === id;
}

interface QuestionItemProps {
  /** The heading's id: a link to #id opens this answer. */
  id: string;
  question: ReactNode;
  children: ReactNode;
}

/**
 * A question that shows its answer on a tap (WAI-ARIA accordion: a button inside the heading, so
 * the questions stay in the page's outline). A closed answer is `hidden="until-found"`: the
 * browser's find-in-page still reaches it and opens it.
 */
export function QuestionItem({ id, question, children }: QuestionItemProps) {
  const [open, setOpen] = useState(() => hashIs(id));
  const panel = useRef<HTMLDivElement>(null);

  useBrowserLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (open) element.removeAttribute('hidden');
    else element.setAttribute('hidden', 'until-found');
  }, [open]);

  useEffect(() => {
    const element = panel.current;
    const reveal = () => setOpen(true);
    const followHash = () => {
      if (hashIs(id)) setOpen(true);
    };
    element?.addEventListener('beforematch', reveal);
    window.addEventListener('hashchange', followHash);
    return () => {
      element?.removeEventListener('beforematch', reveal);
      window.removeEventListener('hashchange', followHash);
    };
  }, [id]);

  return (
    <div className="mt-1 border-b border-border">
      <h3 id={id} className="scroll-mt-24">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-start text-base leading-snug font-semibold text-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <span>{question}</span>
          <ChevronDown
            className={`size-5 shrink-0 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h3>
      {/* No role="region": twenty questions would read as twenty landmarks. The space lives
          inside, since a closed panel (content-visibility: hidden) keeps its own padding. */}
      <div ref={panel} id={`${id}-answer`}>
        <div className="pb-5">{children}</div>
      </div>
    </div>
  );
}

/**
 * The box under a conversation: a message and its Send button. Nothing is sent that is empty
 * once trimmed (SPEC §5); the box empties once the message went. Where Enter sends, Shift+Enter
 * starts a new line and a hint says so on wide screens.
 */
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Textarea } from '../ui/textarea.tsx';
import { SubmitButton } from './form-actions.tsx';

interface MessageComposerProps {
  /** The box's label for screen readers ('Reply to Amira'). */
  label: string;
  placeholder: string;
  /** The schema's bound, so the server never has to refuse a long message. */
  maxLength: number;
  /** Sends the trimmed text; resolves true once it went (see useSubmitAction). */
  send: (text: string) => Promise<boolean>;
  pending: boolean;
  sendLabel: string;
  /** Said to screen readers while sending. */
  sendingLabel: string;
  /** With a hint, Enter sends (Shift+Enter for a new line) and the hint says so. */
  enterSendsHint?: string;
  className?: string;
}

export function MessageComposer({
  label,
  placeholder,
  maxLength,
  send,
  pending,
  sendLabel,
  sendingLabel,
  enterSendsHint,
  className,
}: MessageComposerProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const trimmed = content.trim();
  const canSend = trimmed.length > 0 && !pending;

  const submit = async () => {
    if (canSend && (await send(trimmed))) setContent('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing Arabic or accented text uses Enter to pick a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className={cn('flex flex-col gap-2 border-t', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          dir="auto"
          rows={2}
          maxLength={maxLength}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={enterSendsHint ? onKeyDown : undefined}
          placeholder={placeholder}
          aria-describedby={enterSendsHint ? `${id}-hint` : undefined}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <SubmitButton
          pending={pending}
          disabled={!canSend}
          spinnerLabel={sendingLabel}
          icon={<Send className="rtl:-scale-x-100" aria-hidden />}
          className="h-11 shrink-0"
        >
          {sendLabel}
        </SubmitButton>
      </div>
      {enterSendsHint && (
        <p id={`${id}-hint`} className="hidden text-xs text-muted-foreground md:block">
          {enterSendsHint}
        </p>
      )}
    </form>
  );
}

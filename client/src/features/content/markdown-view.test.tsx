// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { parseMarkdown } from './markdown.ts';
import { MarkdownView } from './markdown-view.tsx';

afterEach(cleanup);

const SOURCE = `## Paying

Pay **in cash** at the door; see the [FAQ](/faq), [write to us](mailto:contact@hanout.tn)
or [a trap](javascript:alert(1)).

> Check the parcel first.

## Questions

### Can I refuse a parcel?

Yes, and you pay nothing.

### Do I need an account?

No.
`;

describe('MarkdownView', () => {
  it('draws headings, emphasis, quotes and safe links, and follows internal ones in the app', async () => {
    await renderWithProviders(<MarkdownView blocks={parseMarkdown(SOURCE)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Paying' }).id).toBe('paying');
    expect(screen.getByText('in cash').tagName).toBe('STRONG');
    expect(screen.getByText('Check the parcel first.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'write to us' }).getAttribute('href')).toBe(
      'mailto:contact@hanout.tn',
    );
    // An address that is not a page, mail, phone or web link stays words.
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText('a trap', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(window.location.pathname).toBe('/faq');
  });

  it('folds each ### question over its answer and opens it on a tap', async () => {
    await renderWithProviders(<MarkdownView blocks={parseMarkdown(SOURCE)} questions />);
    const question = screen.getByRole('button', { name: 'Can I refuse a parcel?' });
    expect(question.closest('h3')).not.toBeNull();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer?.textContent).toBe('Yes, and you pay nothing.');
    expect(answer?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hasAttribute('hidden')).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Do I need an account?' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});

// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ListFrame } from './list-frame.tsx';

afterEach(cleanup);

const query = (items: string[], total: number) => ({
  data: { items, total, page: 2, pageSize: 20 },
  isPending: false,
  isError: false,
  refetch: () => undefined,
});

describe('ListFrame', () => {
  it('goes back to the last page when an action emptied the one on screen', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(
      <ListFrame
        query={query([], 20)}
        page={2}
        onPageChange={onPageChange}
        emptyText="All clear!"
        pagesLabel="Pages"
      >
        {(items) => items.join()}
      </ListFrame>,
    );
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(1));
  });

  it('stays on an empty first page', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(
      <ListFrame
        query={query([], 0)}
        page={1}
        onPageChange={onPageChange}
        emptyText="All clear!"
        pagesLabel="Pages"
      >
        {(items) => items.join()}
      </ListFrame>,
    );
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreDeliveryTerms } from '../../../../common/contracts/delivery-terms.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { CartLine } from '../cart/index.ts';
import { CheckoutForm } from './checkout-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lines: CartLine[] = [
  {
    productId: 1,
    storeId: 10,
    storeName: 'Dar Zitouna',
    name: 'Huile d’olive 1L',
    price: 24.5,
    imageUrl: null,
    quantity: 2,
    maxQuantity: 5,
  },
  {
    productId: 2,
    storeId: 11,
    storeName: 'Bazar Sfax',
    name: 'Harissa',
    price: 6,
    imageUrl: null,
    quantity: 1,
    maxQuantity: 5,
  },
];

/** Dar Zitouna: 7 DT, 5 DT to Tunis; Bazar Sfax: free delivery. */
const terms: StoreDeliveryTerms[] = [
  {
    storeId: 10,
    fee: 7,
    freeThreshold: 150,
    governorateFees: [{ governorate: 'TN-11', fee: 5 }],
    daysMin: 1,
    daysMax: 3,
  },
  { storeId: 11, fee: 0, freeThreshold: null, governorateFees: [], daysMin: 2, daysMax: 5 },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the terms of the cart's stores; the checkout with `checkoutAnswer`. */
function fakeApi(checkoutAnswer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/marketplace/delivery-terms')) return json(terms);
    if (url.endsWith('/api/checkout') && init?.method === 'POST') return checkoutAnswer();
    return json({ message: 'not found' }, 404);
  });
}

const checkoutCalls = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls.filter(([input]) => String(input).endsWith('/api/checkout'));

async function renderForm() {
  const onPlaced = vi.fn();
  const onConflict = vi.fn();
  const onGovernorateChange = vi.fn();
  await renderWithProviders(
    <CheckoutForm
      lines={lines}
      onPlaced={onPlaced}
      onConflict={onConflict}
      onGovernorateChange={onGovernorateChange}
    />,
  );
  return { onPlaced, onConflict, onGovernorateChange };
}

function chooseGovernorate(code: string) {
  // Radix's Select keeps a native select for autofill; choosing there is choosing in the Select.
  const native = [...document.querySelectorAll('select')].find((select) =>
    [...select.options].some((option) => option.value === code),
  );
  if (!native) throw new Error('no governorate select');
  fireEvent.change(native, { target: { value: code } });
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Youssef' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '22 123 456' } });
  fireEvent.change(screen.getByLabelText(/Address/), {
    target: { value: '12 rue de Marseille, Tunis' },
  });
}

describe('CheckoutForm', () => {
  it('shows every field’s message on an empty submit and sends nothing', async () => {
    const fetchSpy = fakeApi(() => json({}, 500));
    const { onPlaced } = await renderForm();
    // Before a governorate, the lowest fee: 49 + 5 + 6 + 0, "from".
    const button = await screen.findByRole('button', {
      name: /Place order · \u2068?from \u2068?60\.00\u00a0DT/,
    });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a Tunisian phone number: +216 and 8 digits.',
      'Please choose your governorate.',
      'Please enter a valid address.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('refuses a phone that is not Tunisian, and accepts one typed with spaces', async () => {
    const fetchSpy = fakeApi(() => json({}, 500));
    await renderForm();
    await screen.findByRole('button', { name: /from/ });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Youssef' } });
    fireEvent.change(screen.getByLabelText(/Address/), {
      target: { value: '12 rue de Marseille, Tunis' },
    });
    const phone = screen.getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '12 345' } });
    const button = screen.getByRole('button', { name: /Place order/ });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Please enter a Tunisian phone number: +216 and 8 digits.'),
    ).toBeTruthy();
    expect(screen.queryByText('Name must be at least 2 characters.')).toBeNull();

    fireEvent.change(phone, { target: { value: '22 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await vi.waitFor(() =>
      expect(
        screen.queryByText('Please enter a Tunisian phone number: +216 and 8 digits.'),
      ).toBeNull(),
    );
    // Still no governorate, so still nothing sent.
    expect(screen.getByText('Please choose your governorate.')).toBeTruthy();
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
  });

  it('sends each store’s fee for the chosen governorate, and shows the total with them', async () => {
    const fetchSpy = fakeApi(() =>
      json({ orders: [], grandTotal: 60, phone: '+21622123456' }, 201),
    );
    const { onPlaced, onGovernorateChange } = await renderForm();
    await screen.findByRole('button', { name: /from/ });
    fillDetails();
    chooseGovernorate('TN-11');
    // Tunis: 5 DT from Dar Zitouna, nothing from Bazar Sfax.
    const exact = await screen.findByRole('button', {
      name: /Place order · \u2068?60\.00\u00a0DT/,
    });
    expect(onGovernorateChange).toHaveBeenLastCalledWith('TN-11');
    chooseGovernorate('TN-61');
    // Sfax pays the flat 7 DT.
    expect(exact.textContent).toMatch(/62\.00\u00a0DT/);
    fireEvent.click(exact);
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const [, init] = checkoutCalls(fetchSpy)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      governorate: 'TN-61',
      items: [
        { productId: 1, quantity: 2, price: 24.5 },
        { productId: 2, quantity: 1, price: 6 },
      ],
      deliveryFees: [
        { storeId: 10, fee: 7 },
        { storeId: 11, fee: 0 },
      ],
    });
  });

  it('on fee_changed, keeps the cart, names the store’s new fee and reads the terms again', async () => {
    const fetchSpy = fakeApi(() =>
      json(
        {
          message: 'The delivery fee of Dar Zitouna is now 8 DT',
          code: 'checkout.feeChanged',
          errors: {},
          codes: {},
          problems: [{ index: 0, productId: 1, reason: 'fee_changed', storeId: 10, currentFee: 8 }],
        },
        409,
      ),
    );
    const { onConflict, onPlaced } = await renderForm();
    await screen.findByRole('button', { name: /from/ });
    fillDetails();
    chooseGovernorate('TN-61');
    const termsReads = () =>
      fetchSpy.mock.calls.filter(([input]) => String(input).includes('delivery-terms')).length;
    const before = termsReads();
    fireEvent.click(await screen.findByRole('button', { name: /Place order · \u2068?62\.00/ }));
    await vi.waitFor(() =>
      expect(onConflict).toHaveBeenLastCalledWith([
        { kind: 'feeChanged', productId: 1, name: 'Dar Zitouna', storeId: 10, newFee: 8 },
      ]),
    );
    await vi.waitFor(() => expect(termsReads()).toBeGreaterThan(before));
    expect(onPlaced).not.toHaveBeenCalled();
  });
});

describe('CheckoutForm without every delivery fee', () => {
  /** The terms answer `termsAnswer()` (each call), the checkout 201. */
  function fakeTerms(termsAnswer: () => Response) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/marketplace/delivery-terms')) return termsAnswer();
      if (url.endsWith('/api/checkout') && init?.method === 'POST') {
        return json({ orders: [], grandTotal: 60, phone: '+21622123456' }, 201);
      }
      return json({ message: 'not found' }, 404);
    });
  }

  it('disables Place order when the terms request failed, and Retry brings the fees', async () => {
    let fail = true;
    const fetchSpy = fakeTerms(() => (fail ? json({ message: 'boom' }, 500) : json(terms)));
    const { onPlaced } = await renderForm();
    const alert = await screen.findByTestId('delivery-fees-alert');
    expect(alert.textContent).toContain('The delivery fees could not be loaded');
    const button = screen.getByRole('button', { name: /Place order/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    fillDetails();
    chooseGovernorate('TN-61');
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
    expect(onPlaced).not.toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.queryByTestId('delivery-fees-alert')).toBeNull());
    const ready = screen.getByRole('button', { name: /Place order · \u2068?62\.00/ });
    expect(ready.hasAttribute('disabled')).toBe(false);
  });

  it('names a store missing from the answer and places nothing', async () => {
    const fetchSpy = fakeTerms(() => json(terms.filter((entry) => entry.storeId !== 11)));
    await renderForm();
    const alert = await screen.findByTestId('delivery-fees-alert');
    expect(alert.textContent).toContain('Bazar Sfax');
    expect(alert.textContent).not.toContain('Dar Zitouna');
    fillDetails();
    chooseGovernorate('TN-61');
    const button = screen.getByRole('button', { name: /Place order/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
  });
  it('sends the optional email, and the confirmation learns where it went', async () => {
    const answer = { orders: [], grandTotal: 60, phone: '+21622123456' };
    const fetchSpy = fakeApi(() => json(answer, 201));
    const { onPlaced } = await renderForm();
    await screen.findByRole('button', { name: /from/ });
    fillDetails();
    chooseGovernorate('TN-11');
    fireEvent.change(screen.getByLabelText(/^Email \(for your confirmation and updates\)/), {
      target: { value: ' youssef@example.tn ' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Place order · \u2068?60\.00/ }));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const [, init] = checkoutCalls(fetchSpy)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'youssef@example.tn' });
    expect(onPlaced).toHaveBeenCalledWith(answer, 'youssef@example.tn');
  });

  it('refuses a malformed email under its field and sends nothing', async () => {
    const fetchSpy = fakeApi(() => json({}, 500));
    await renderForm();
    await screen.findByRole('button', { name: /from/ });
    fillDetails();
    chooseGovernorate('TN-11');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'youssef@' } });
    fireEvent.click(await screen.findByRole('button', { name: /Place order · \u2068?60\.00/ }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
  });
});

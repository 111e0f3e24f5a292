import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.ts';
import { caller, profileForm } from './delivery-fixtures.ts';
import { newAccount, signIn } from './session.ts';

describeEachEngine(
  'transporter profiles',
  (env) => {
    const call = caller(() => env().app);

    it('keeps visitors out with 401 and other account types with 403', async () => {
      for (const [method, url] of [
        ['GET', '/api/transporter/profile'],
        ['POST', '/api/transporters'],
        ['PATCH', '/api/transporters/1'],
      ] as const) {
        const payload = method === 'GET' ? undefined : profileForm;
        expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
        for (const type of ['business', 'customer'] as const) {
          const { cookie } = await newAccount(env().app, type);
          const response = await call(method, url, cookie, payload);
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe('This is only available to transporter accounts.');
        }
      }
    });

    it('answers 404 while the transporter has no profile', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      const response = await call('GET', '/api/transporter/profile', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Transporter profile not found');
    });

    it('creates the profile from the form, rates stored as exact numbers', async () => {
      const { id, cookie } = await newAccount(env().app, 'transporter');
      const created = await call('POST', '/api/transporters', cookie, profileForm);
      expect(created.statusCode, created.body).toBe(201);
      const profile = created.json();
      expect(profile).toMatchObject({
        userId: id,
        vehicleType: 'Camionnette',
        vehicleYear: '2018',
        baseRate: 6.5,
        ratePerKm: 0.45,
        areasServed: 'Sfax, Gabès',
        isAvailable: true,
        notes: null,
      });
      const read = await call('GET', '/api/transporter/profile', cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(profile);
    });

    it('keeps one profile per transporter: a second answers 409, even at the same instant', async () => {
      const first = await newAccount(env().app, 'transporter');
      expect((await call('POST', '/api/transporters', first.cookie, profileForm)).statusCode).toBe(
        201,
      );
      const again = await call('POST', '/api/transporters', first.cookie, profileForm);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You already have a transporter profile.');

      const second = await newAccount(env().app, 'transporter');
      const both = await Promise.all([
        call('POST', '/api/transporters', second.cookie, profileForm),
        call('POST', '/api/transporters', second.cookie, profileForm),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a form that breaks the rules of SPEC §5, field by field', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      const empty = await call('POST', '/api/transporters', cookie, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({
        vehicleType: 'Vehicle type must be at least 2 characters.',
        vehicleModel: 'Vehicle model must be at least 2 characters.',
        vehicleYear: 'Please enter a 4-digit vehicle year between 1950 and next year.',
        licensePlate: 'License plate must be at least 2 characters.',
        capacity: 'Capacity is required.',
        baseRate: 'Base rate is required.',
        ratePerKm: 'Rate per km is required.',
        areasServed: 'Areas served must be at least 2 characters.',
        phoneNumber: 'Phone number must be at least 8 characters.',
      });

      const cases: [Record<string, unknown>, string, string][] = [
        [{ vehicleType: 'V' }, 'vehicleType', 'Vehicle type must be at least 2 characters.'],
        [
          { vehicleYear: '19' },
          'vehicleYear',
          'Please enter a 4-digit vehicle year between 1950 and next year.',
        ],
        [
          { vehicleYear: '1900' },
          'vehicleYear',
          'Please enter a 4-digit vehicle year between 1950 and next year.',
        ],
        [
          { vehicleYear: '2999' },
          'vehicleYear',
          'Please enter a 4-digit vehicle year between 1950 and next year.',
        ],
        [{ capacity: '  ' }, 'capacity', 'Capacity is required.'],
        [{ baseRate: '' }, 'baseRate', 'Base rate is required.'],
        [
          { baseRate: '-1' },
          'baseRate',
          'Please enter a rate of 0 or more, with at most two decimals.',
        ],
        [
          { baseRate: 'seven' },
          'baseRate',
          'Please enter a rate of 0 or more, with at most two decimals.',
        ],
        [
          { ratePerKm: '0.4567' },
          'ratePerKm',
          'Please enter a rate of 0 or more, with at most two decimals.',
        ],
        [
          { ratePerKm: '100001' },
          'ratePerKm',
          'Please enter a rate of 0 or more, with at most two decimals.',
        ],
        [{ areasServed: 'T' }, 'areasServed', 'Areas served must be at least 2 characters.'],
        [{ phoneNumber: '1234567' }, 'phoneNumber', 'Phone number must be at least 8 characters.'],
        [{ phoneNumber: 'call me maybe' }, 'phoneNumber', 'Please enter a valid phone number.'],
        [{ isAvailable: 'yes' }, 'isAvailable', 'Availability must be true or false.'],
        [{ notes: 'x'.repeat(1001) }, 'notes', 'This text is too long.'],
      ];
      for (const [change, field, message] of cases) {
        const response = await call('POST', '/api/transporters', cookie, {
          ...profileForm,
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
      }
      // Nothing was written by any of them.
      expect((await call('GET', '/api/transporter/profile', cookie)).statusCode).toBe(404);
    });

    it('accepts rates as numbers too, and the minimum year and a zero rate', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      const created = await call('POST', '/api/transporters', cookie, {
        ...profileForm,
        vehicleYear: '1950',
        baseRate: 0,
        ratePerKm: 1.25,
        isAvailable: false,
        notes: 'Week-ends only',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        baseRate: 0,
        ratePerKm: 1.25,
        isAvailable: false,
        notes: 'Week-ends only',
      });
    });

    it('updates only its own profile and only the fields sent', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      const mine = (await call('POST', '/api/transporters', cookie, profileForm)).json();
      const patched = await call('PATCH', `/api/transporters/${mine.id}`, cookie, {
        baseRate: '12.150',
        isAvailable: false,
        notes: '',
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        ...mine,
        baseRate: 12.15,
        isAvailable: false,
        notes: null,
        updatedAt: expect.any(String),
      });

      const other = await newAccount(env().app, 'transporter');
      const theirs = (await call('POST', '/api/transporters', other.cookie, profileForm)).json();
      const refused = await call('PATCH', `/api/transporters/${theirs.id}`, cookie, {
        phoneNumber: '+216 20 000 000',
      });
      expect(refused.statusCode).toBe(404);
      const untouched = await call('GET', '/api/transporter/profile', other.cookie);
      expect(untouched.json().phoneNumber).toBe('+21698412705');

      expect(
        (await call('PATCH', '/api/transporters/999999', cookie, { capacity: '1 t' })).statusCode,
      ).toBe(404);
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        const response = await call('PATCH', `/api/transporters/${bad}`, cookie, {
          capacity: '1 t',
        });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().message).toBe('Invalid id.');
      }
      const unknownField = await call('PATCH', `/api/transporters/${mine.id}`, cookie, {
        userId: 1,
      });
      expect(unknownField.statusCode).toBe(400);
      const badRate = await call('PATCH', `/api/transporters/${mine.id}`, cookie, {
        ratePerKm: '',
      });
      expect(badRate.statusCode).toBe(400);
      expect(badRate.json().errors.ratePerKm).toBe('Rate per km is required.');
    });

    it('keeps rates to two decimals, typed or sent as numbers, and changes nothing when refused', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      const message = 'Please enter a rate of 0 or more, with at most two decimals.';
      for (const change of [{ baseRate: 7.125 }, { baseRate: '7,125' }, { ratePerKm: '0.455' }]) {
        const refused = await call('POST', '/api/transporters', cookie, {
          ...profileForm,
          ...change,
        });
        expect(refused.statusCode, JSON.stringify(change)).toBe(400);
        expect(refused.json().errors, JSON.stringify(change)).toEqual({
          [Object.keys(change)[0] ?? '']: message,
        });
      }
      expect((await call('GET', '/api/transporter/profile', cookie)).statusCode).toBe(404);

      const created = await call('POST', '/api/transporters', cookie, {
        ...profileForm,
        baseRate: 6.5,
        ratePerKm: '0,45',
      });
      expect(created.json()).toMatchObject({ baseRate: 6.5, ratePerKm: 0.45 });
      const refused = await call('PATCH', `/api/transporters/${created.json().id}`, cookie, {
        ratePerKm: 0.601,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.ratePerKm).toBe(message);
      const read = await call('GET', '/api/transporter/profile', cookie);
      expect(read.json()).toMatchObject({ baseRate: 6.5, ratePerKm: 0.45 });
    });

    it("reads the demo transporter's seeded profile", async () => {
      const cookie = await signIn(env().app, 'demo_transporter');
      const response = await call('GET', '/api/transporter/profile', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        vehicleType: 'Camionnette',
        baseRate: 7,
        ratePerKm: 0.6,
        isAvailable: true,
      });
      expect(response.json().areasServed).toContain('Sfax');
    });
  },
  { seed: true },
);

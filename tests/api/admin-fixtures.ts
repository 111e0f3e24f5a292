/** An operator account for API suites: made as `npm run admin:create` makes one, then signed in. */
import { identityKey } from '../../common/identity.ts';
import type { App } from '../../server/app.ts';
import { users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/modules/auth/index.ts';
import { signIn } from './session.ts';

let counter = 0;

export async function newAdmin(app: App) {
  counter += 1;
  const username = `operator_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = 'operator passphrase 2026';
  const [row] = await app.database.db
    .insert(users)
    .values({
      username,
      usernameKey: identityKey(username),
      email: `${username}@hanout.tn`,
      emailKey: identityKey(`${username}@hanout.tn`),
      fullName: 'Hanout Operator',
      passwordHash: await hashPassword(password),
      userType: 'admin',
      setupCompleted: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('operator not created');
  return { id: row.id, username, password, cookie: await signIn(app, username, password) };
}

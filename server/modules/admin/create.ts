/**
 * Making an operator account (`npm run admin:create`, issue 13): operators are never registered
 * through the API. The same checks as registration apply (username, email, password, full name),
 * and a username or email already taken is refused with the API's message.
 */
import { registerInputSchema } from '../../../common/schemas/auth.ts';
import { isMessageCode, type PlainMessageCode } from '../../../common/messages.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { registerUser } from '../auth/index.ts';

export interface AdminAccountInput {
  username: string;
  email: string;
  password: string;
  fullName: string;
}

export interface CreatedAdmin {
  id: number;
  username: string;
  email: string;
  fullName: string;
}

const adminAccountSchema = registerInputSchema.pick({
  username: true,
  email: true,
  password: true,
  fullName: true,
});

/** The registration rules, answered like the API: 400 with the first problem's code. */
function validate(input: AdminAccountInput): AdminAccountInput {
  const parsed = adminAccountSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  // The registration schema's messages are issue() codes, which take no parameters.
  const code: PlainMessageCode = isMessageCode(first?.message)
    ? (first.message as PlainMessageCode)
    : 'request.invalidValue';
  const field = String(first?.path[0] ?? 'request');
  throw new AppError('VALIDATION', code, { fields: { [field]: code } });
}

/**
 * Creates a ready operator (userType admin, setup completed: registration starts every type but
 * sellers ready) through the registration path itself; AppError when refused.
 */
export async function createAdminAccount(db: Db, input: AdminAccountInput): Promise<CreatedAdmin> {
  const { id, username, email, fullName } = await registerUser(db, {
    ...validate(input),
    userType: 'admin',
  });
  return { id, username, email, fullName };
}

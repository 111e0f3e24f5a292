/**
 * Validation messages, word for word from SPEC §5 where it gives them. The API answers in English;
 * screens look the text up here to show the translation under `validation.<key>`.
 */
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters.',
  usernameMax: 'Username must be at most 50 characters.',
  usernameChars: 'Username may only contain letters, digits, dots, dashes and underscores.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordMax: 'Password must be at most 128 characters.',
  fullNameMin: 'Full name must be at least 2 characters.',
  fullNameMax: 'Full name must be at most 100 characters.',
  registerEmail: 'Please enter a valid email',
  emailInvalid: 'Please enter a valid email address.',
  userType: 'Please choose business, customer or transporter.',
  storeNameMin: 'Store name must be at least 2 characters.',
  storeNameMax: 'Store name must be at most 100 characters.',
  storeDescriptionMin: 'Description must be at least 10 characters.',
  storeDescriptionMax: 'Description must not exceed 500 characters.',
  storePhoneMin: 'Please enter a valid phone number.',
  storeAddressMin: 'Please enter a valid address.',
  storeAddressMax: 'Address must be at most 255 characters.',
  currentPasswordRequired: 'Current password is required',
  passwordsDiffer: 'Passwords do not match',
  // Answers of the account calls, translated on screen like the rest.
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  currentPasswordWrong: 'Current password is incorrect',
  notSignedIn: 'You are not signed in',
  userNotFound: 'User not found',
  // Refusals of the marketplace and delivery calls that screens show as they are.
  ownStoreOrder: 'You cannot order from your own store.',
  ownStoreMessage: 'You cannot send a message to your own store.',
  tooManyOrders: 'Too many orders from this connection. Please wait a few minutes.',
  tooManyMessages: 'Too many messages. Please wait a few minutes.',
  orderNotTracked: 'No order matches this reference and phone number.',
  requestClashed: 'The request clashed with another one. Please try again.',
  deliveryAlreadyOpen: 'This order already has an open delivery request.',
  deliveryNoPickup: 'Please enter a pickup address: your store has no address yet.',
  deliveryNoDrop: 'Please enter a delivery address: this order has no shipping address.',
  deliveryTaken: 'This delivery request has already been taken.',
  deliveryClosed: 'This delivery request is no longer open.',
  deliveryUnavailable: 'Set yourself as available before accepting delivery requests.',
  deliveryWithdrawPendingOnly: 'Only a pending delivery request can be withdrawn.',
  deliveryOnTheWay: 'This order is on its way with a transporter and cannot be cancelled.',
  transporterProfileExists: 'You already have a transporter profile.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The key of a known message, to translate it; undefined for any other text. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

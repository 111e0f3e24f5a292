/**
 * The message catalog: every English text the API can answer with, under a stable code
 * (docs/decisions/008-message-codes.md). The API sends both; screens translate by code under
 * `codes.<code>` in the locale files, with the same `{{param}}` names as here (i18next syntax).
 * Texts are word for word from SPEC §5 where it gives them: change a text, not a code.
 *
 * A data table on purpose: one place to read every message the API can send.
 * Codes are dotted lower camel, `<area>.<field>.<rule>` or `<area>.<rule>`; no code may be the
 * prefix of another (the locale files nest by the dots).
 */
export const MESSAGES = {
  // Requests as such: the error plugin's own answers and Fastify's.
  'request.invalid': 'Invalid request',
  'request.invalidValue': 'Invalid value in the request',
  'request.id.invalid': 'Invalid id.',
  'request.badJson': 'The request body is not valid JSON.',
  'request.emptyJson': 'The request body is empty.',
  'request.tooLarge': 'The request body is too large.',
  'request.unsupportedMediaType': 'This type of request body is not accepted.',
  'request.jsonOnly': 'Send the request body as application/json.',
  'request.crossSite': 'Cross-site requests are not allowed.',
  'request.notFound': 'Route {{method}} {{path}} not found',
  'request.unauthorized': 'You are not signed in',
  'request.forbidden': 'You are not allowed to do this.',
  'request.itemNotFound': 'Not found',
  'request.conflict': 'The request conflicts with the current state.',
  'request.failed': 'The request could not be handled.',
  'request.clashed': 'The request clashed with another one. Please try again.',
  'request.internal': 'Internal Server Error',
  'request.databaseUnavailable': 'Database unavailable',
  // A Host header this server does not answer for (server/plugins/host-policy.ts): 421.
  'request.wrongHost': 'This server does not answer for that address.',
  // Headers or a body slower than the server waits for (server/plugins/http-timeouts.ts): 408.
  'request.timeout': 'The request took too long to arrive. Please try again.',
  'form.required': 'This field is required',
  // Every name field (common/schemas/names.ts): the embedding, override and isolate controls.
  'name.directionControls': 'Remove the invisible text-direction characters from this name.',

  // Limits per address or account.
  'limit.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'limit.tooManyOrders': 'Too many orders from this connection. Please wait a few minutes.',
  'limit.tooManyMessages': 'Too many messages. Please wait a few minutes.',
  'limit.tooManyUploads': 'Too many photos uploaded. Please wait a few minutes.',
  'limit.tooManyReports': 'Too many reports from this connection. Please wait a while.',

  // Signing in and account types.
  'auth.username.required': 'Username is required',
  'auth.password.required': 'Password is required',
  'auth.invalidCredentials': 'Invalid username or password',
  'auth.notSignedIn': 'You are not signed in',
  'auth.accountTypeOnly': 'This is only available to {{types}} accounts.',

  // Accounts: registration, the setup wizard's account step, the profile.
  'account.username.tooShort': 'Username must be at least 3 characters.',
  'account.username.tooLong': 'Username must be at most 50 characters.',
  'account.username.chars':
    'Username may only contain letters, digits, dots, dashes and underscores.',
  'account.username.taken': 'Username already exists',
  'account.password.tooShort': 'Password must be at least 8 characters.',
  'account.password.tooLong': 'Password must be at most 128 characters.',
  'account.password.mismatch': 'Passwords do not match',
  'account.password.common':
    'This password is one of the most used, so it is easy to guess. Choose another.',
  'account.currentPassword.required': 'Current password is required',
  'account.currentPassword.wrong': 'Current password is incorrect',
  'account.fullName.tooShort': 'Full name must be at least 2 characters.',
  'account.fullName.tooLong': 'Full name must be at most 100 characters.',
  'account.email.invalid': 'Please enter a valid email',
  'account.email.taken': 'Email already exists',
  'account.userType.invalid': 'Please choose business, customer or transporter.',
  'account.ownOnly': 'You can only change your own account.',
  'account.notFound': 'User not found',
  'setup.email.invalid': 'Invalid email address',
  'setup.storeMissing': 'Save the store information before finishing setup.',
  'profile.email.invalid': 'Please enter a valid email address.',

  // The seller's store information.
  'store.name.tooShort': 'Store name must be at least 2 characters.',
  'store.name.tooLong': 'Store name must be at most 100 characters.',
  'store.description.tooShort': 'Description must be at least 10 characters.',
  'store.description.tooLong': 'Description must not exceed 500 characters.',
  'store.phone.invalid': 'Please enter a valid phone number.',
  'store.address.tooShort': 'Please enter a valid address.',
  'store.address.tooLong': 'Address must be at most 255 characters.',
  'store.governorate.invalid': 'Please choose the governorate of your store.',
  'store.whatsapp.invalid': 'Please enter a Tunisian WhatsApp number (8 digits).',
  'store.sellerOnly': 'Only seller accounts have a store.',
  'store.notFound': 'Store not found',

  // Products.
  'product.name.tooShort': 'Product name must be at least 2 characters.',
  'product.name.tooLong': 'Product name must be at most 200 characters.',
  'product.description.tooShort': 'Description must be at least 10 characters.',
  'product.description.tooLong': 'Description must be at most 5000 characters.',
  'product.price.invalid': 'Price must be a positive number.',
  'product.price.decimals': 'Price can have at most two decimals.',
  'product.imageUrl.invalid': 'Please enter a valid URL for the image.',
  'product.status.invalid': 'Please select a valid status.',
  'product.stockQuantity.invalid': 'Stock quantity must be a non-negative number.',
  'product.featured.invalid': 'Featured must be true or false.',
  'product.notFound': 'Product not found',
  'product.category.invalid': 'Please choose a category.',
  'product.images.invalid': 'Send the photos as a list of upload ids.',
  'product.images.tooMany': 'A product can have at most 8 photos.',
  'product.images.duplicate': 'The same photo is in the list twice.',
  'product.images.altTooLong': 'A photo description must be at most 200 characters.',
  'media.id.invalid': 'Invalid photo id.',
  'media.notFound': 'Photo not found',
  'media.file.required': 'Choose a photo to upload (form field "file").',
  'media.type.unsupported':
    'This file is not a picture we can read. Send a JPEG, PNG, WebP or AVIF photo.',
  'media.file.tooLarge': 'The photo is larger than 10 MB.',
  'media.pixels.tooMany': 'The photo is larger than 40 megapixels.',
  'media.size.tooSmall': 'The photo must be at least 200 pixels on its short side.',
  'media.upload.timeout': 'The photo took too long to arrive. Please try again.',
  'media.kind.invalid': 'Unknown kind of upload.',
  'media.kind.transportersOnly': 'Only transporters upload identity documents.',

  // The seller's customer book.
  'customer.name.tooShort': 'Name must be at least 2 characters.',
  'customer.name.tooLong': 'Name must be at most 100 characters.',
  'customer.email.invalid': 'Please enter a valid email address.',
  'customer.phone.invalid': 'Please enter a valid phone number.',
  'customer.address.invalid': 'Please enter a valid address.',
  'customer.notFound': 'Customer not found',

  // Orders: the manual order form, status moves, stock.
  'order.customer.required': 'Please choose a customer.',
  'order.product.required': 'Please choose a product.',
  'order.quantity.tooSmall': 'Quantity must be at least 1.',
  'order.quantity.tooLarge': 'Quantity is too large.',
  'order.items.empty': 'Add at least one product.',
  'order.items.tooMany': 'An order can have at most 50 lines.',
  'order.address.invalid': 'Please enter a valid address.',
  'order.governorate.invalid': 'Please choose a governorate.',
  'order.paymentMethod.invalid': 'Please choose a payment method.',
  'order.status.invalid': 'Please choose a valid order status.',
  'order.notFound': 'Order not found',
  'order.badMove': 'An order that is {{status}} cannot become {{next}}',
  'order.productNotFound': 'Product {{id}} not found',
  'order.outOfStock': '{{name}} is out of stock',
  'order.onlyLeft': 'Only {{count}} left of {{name}}',
  'order.priceChanged': 'The price of {{name}} has changed',
  'order.line.productNotFound': 'Product not found',
  'order.line.outOfStock': 'Out of stock',
  'order.line.onlyLeft': 'Only {{count}} left',
  'order.line.currentPrice': '{{price}}',
  'order.guest.alreadyCustomer': "This order's name is already its customer's.",
  'order.returnNotReturned': 'Only a returned order can be received back.',
  'order.returnAlreadyReceived': 'This returned parcel was already received.',
  'order.returnOnTheWay': 'The transporter still has this parcel: wait until they bring it back.',

  // The seller's inbox.
  'message.customer.required': 'Please choose a customer.',
  'message.content.empty': 'Message cannot be empty.',
  'message.content.tooLong': 'Message must be at most 5000 characters.',
  'message.status.invalid': 'Please choose a valid message status.',
  'message.notFound': 'Message not found',

  // The marketplace, checkout and order tracking.
  'marketplace.priceRange.invalid': 'The lowest price must not be above the highest.',
  'marketplace.category.invalid': 'Unknown category.',
  'marketplace.governorate.invalid': 'Unknown governorate.',
  'marketplace.sort.invalid': 'Sort by newest, price_asc, price_desc or popular.',
  'marketplace.price.invalid': 'Prices must be numbers from 0 to 1,000,000.',
  'marketplace.inStock.invalid': 'inStock must be true or false.',
  'buyer.name.tooShort': 'Name must be at least 2 characters.',
  'buyer.phone.invalid': 'Please enter a Tunisian phone number: +216 and 8 digits.',
  'checkout.governorate.required': 'Please choose your governorate.',
  'checkout.address.invalid': 'Please enter a valid address.',
  'checkout.note.tooLong': 'The note must be at most 500 characters.',
  'checkout.items.empty': 'Your cart is empty.',
  'checkout.items.tooMany': 'A cart holds at most 50 different products.',
  'checkout.quantity.invalid': 'Quantity must be a whole number from 1.',
  'checkout.ownStore': 'You cannot order from your own store.',
  'checkout.unavailable': 'This product is no longer available',
  'checkout.outOfStock': '{{name}} is out of stock',
  'checkout.onlyLeft': 'Only {{count}} left of {{name}}',
  'checkout.priceChanged': 'The price of {{name}} is now {{price}} DT',
  'checkout.feeChanged': 'The delivery fee of {{store}} is now {{fee}} DT',
  'checkout.moreProblems': '{{first}} (and {{count}} more in your cart)',
  'track.reference.required': 'Please enter your order reference.',
  'track.notFound': 'No order matches this reference and phone number.',

  // Contact Seller: a buyer's message to a store.
  'sellerContact.email.invalid': 'Please enter a valid email address.',
  'sellerContact.contactRequired': 'Please give an email address or a phone number.',
  'sellerContact.content.required': 'Please write a message.',
  'sellerContact.content.tooLong': 'The message must be at most 2000 characters.',
  'sellerContact.ownStore': 'You cannot send a message to your own store.',

  // The /contact page's form, to the site's operator.
  'contact.name.tooShort': 'Name must be at least 2 characters.',
  'contact.name.tooLong': 'Name must be at most 100 characters.',
  'contact.email.invalid': 'Please enter a valid email address.',
  'contact.topic.invalid': 'Please choose a topic.',
  'contact.message.tooShort': 'The message must be at least 10 characters.',
  'contact.message.tooLong': 'The message must be at most 2000 characters.',
  'contact.language.invalid': 'Please choose English, French or Arabic.',

  // The transporter's profile.
  'transporter.vehicleType.tooShort': 'Vehicle type must be at least 2 characters.',
  'transporter.vehicleModel.tooShort': 'Vehicle model must be at least 2 characters.',
  'transporter.vehicleYear.invalid':
    'Please enter a 4-digit vehicle year between 1950 and next year.',
  'transporter.licensePlate.tooShort': 'License plate must be at least 2 characters.',
  'transporter.capacity.required': 'Capacity is required.',
  'transporter.baseRate.required': 'Base rate is required.',
  'transporter.ratePerKm.required': 'Rate per km is required.',
  'transporter.rate.invalid': 'Please enter a rate of 0 or more, with at most two decimals.',
  'transporter.areasServed.tooShort': 'Areas served must be at least 2 characters.',
  'transporter.phoneNumber.tooShort': 'Phone number must be at least 8 characters.',
  'transporter.phoneNumber.invalid': 'Please enter a valid phone number.',
  'transporter.isAvailable.invalid': 'Availability must be true or false.',
  'transporter.text.tooLong': 'This text is too long.',
  'transporter.profile.notFound': 'Transporter profile not found',
  'transporter.profile.exists': 'You already have a transporter profile.',
  'transporter.profile.required':
    'You need to set up your transporter profile before you can view and accept delivery requests.',
  'transporter.verification.pending':
    'Your account is waiting for verification. Once Hanout has checked your identity document and driving licence, you can see addresses and accept delivery requests.',
  'transporter.verification.rejected':
    'Your verification was refused. Read the reason on your profile and send new documents.',
  'transporter.verification.suspended':
    'Your transporter account is suspended: you cannot act on the delivery board.',
  'transporter.verification.alreadyVerified': 'Your account is already verified.',
  'transporter.documents.required':
    'Please upload a photo of your identity document and of your driving licence.',
  'transporter.documents.same':
    'The identity document and the driving licence must be two different photos.',

  // Delivery requests: the seller's request form, the board, the moves.
  'delivery.orderId.required': 'Please choose an order.',
  'delivery.pickupAddress.tooShort': 'Pickup address must be at least 5 characters.',
  'delivery.deliveryAddress.tooShort': 'Delivery address must be at least 5 characters.',
  'delivery.packageDetails.tooShort': 'Package details must be at least 3 characters.',
  'delivery.requestedDate.invalid': 'Please enter a valid date (yyyy-mm-dd).',
  'delivery.requestedDate.past': 'The requested date cannot be in the past.',
  'delivery.requestedDate.tooFar': 'The requested date must be within a year.',
  'delivery.amount.invalid': 'The amount offered must be a positive number.',
  'delivery.amount.tooLarge': 'The amount offered must be at most 100000 DT.',
  'delivery.amount.decimals': 'The amount offered can have at most two decimals.',
  'delivery.status.invalid': 'Please choose a valid delivery status.',
  'delivery.text.tooLong': 'This text is too long.',
  'delivery.notFound': 'Delivery request not found',
  'delivery.orderClosed': 'An order that is {{status}} cannot be handed to a transporter.',
  'delivery.alreadyOpen': 'This order already has an open delivery request.',
  'delivery.noPickup': 'Please enter a pickup address: your store has no address yet.',
  'delivery.noDrop': 'Please enter a delivery address: this order has no shipping address.',
  'delivery.alreadyTaken': 'This delivery request has already been taken.',
  'delivery.closed': 'This delivery request is no longer open.',
  'delivery.unavailable': 'Set yourself as available before accepting delivery requests.',
  'delivery.badMove': 'A delivery request that is {{from}} cannot become {{to}}.',
  'delivery.withdrawPendingOnly': 'Only a delivery request not yet picked up can be withdrawn.',
  'delivery.releaseAcceptedOnly':
    'Only a delivery request accepted and not yet picked up can be released.',
  'delivery.tooManyAccepted':
    'You already hold {{max}} accepted deliveries not yet picked up. Pick one up or finish it before accepting another.',
  'delivery.code.required': 'Enter the 4-digit delivery code the buyer gives you.',
  'delivery.code.wrong': 'Wrong delivery code. {{count}} attempts left.',
  'delivery.code.locked':
    'Too many wrong codes: this delivery is locked until the store resolves it.',
  'delivery.failure.reason.invalid': 'Please choose why the delivery failed.',
  'delivery.failure.note.tooLong': 'The note must be at most 500 characters.',
  'delivery.notLocked': 'This delivery is not locked.',
  'delivery.resolution.invalid': 'Please choose how to resolve this delivery.',
  'delivery.disputeFailedOnly': 'Only a failed delivery can be disputed.',
  'delivery.alreadyDisputed': 'This delivery is already disputed.',
  'delivery.dispute.note.tooShort': 'Please say why you dispute it (at least 5 characters).',
  'delivery.rateFinishedOnly':
    'You can rate the transporter once the delivery is completed or has failed.',
  'delivery.alreadyRated': 'You already rated this delivery.',
  'delivery.rating.stars.invalid': 'Please choose from 1 to 5 stars.',
  'delivery.rating.comment.tooLong': 'The comment must be at most 500 characters.',
  'delivery.board.invalid': 'Please choose a valid tab, filter or sort.',
  'delivery.onTheWay': 'This order is on its way with a transporter and cannot be cancelled.',
  'delivery.transportersOnly': 'Only transporters can take and carry delivery requests.',
  'delivery.ownerOnly': 'Only the store that asked for this delivery can withdraw it.',

  // A store's delivery terms (issue 14).
  'deliveryTerms.fee.invalid': 'Enter a delivery fee of 0 or more, with at most two decimals.',
  'deliveryTerms.fee.tooLarge': 'The delivery fee must be at most 1000 DT.',
  'deliveryTerms.freeThreshold.invalid':
    'Enter an amount above 0 with at most two decimals, or leave it empty.',
  'deliveryTerms.days.invalid': 'Enter a whole number of days from 0 to 60.',
  'deliveryTerms.days.order': 'The longest estimate cannot be shorter than the shortest.',
  'deliveryTerms.governorate.invalid': 'Please choose a governorate.',
  'deliveryTerms.governorate.duplicate': 'Each governorate can have only one fee.',

  // The cash trail between transporters and stores (issue 14).
  'cash.amount.invalid': 'Enter an amount above 0 with at most two decimals.',
  'cash.amount.tooLarge': 'You hold only {{held}} DT of this store that is not yet declared.',
  'cash.nothingToHandOver': 'You hold no undeclared cash of this store.',
  'cash.handoverNotFound': 'Hand-over not found',
  'cash.handoverDecided': 'This hand-over was already confirmed or disputed.',
  'cash.dispute.note.tooShort': 'Please say what is wrong (at least 5 characters).',

  // Reports on products and stores, from anyone.
  'report.reason.invalid': 'Please choose a reason.',
  'report.details.tooLong': 'Details must be at most 1000 characters.',
  'report.details.required': 'Please tell us what is wrong, in 10 characters at least.',

  // The operators' side (/api/admin).
  'admin.reason.tooShort': 'Please give a reason of at least 5 characters.',
  'admin.reason.tooLong': 'The reason must be at most 500 characters.',
  'admin.transporterStatus.invalid': 'Please choose verified, rejected or suspended.',
  'admin.transporter.notFound': 'Transporter not found',
  'admin.transporter.noDocuments': 'This transporter has not sent both documents yet.',
  'admin.transporter.documentsChanged':
    'The transporter has sent new documents since you opened this page. Look at them before deciding.',
  'admin.report.notFound': 'Report not found',
  'admin.report.closed': 'This report has already been dealt with.',
  'admin.contactMessage.notFound': 'Message not found',
  'admin.filter.invalid': 'Invalid filter.',

  // Notifications, live updates and emails (issue 15).
  'notification.notFound': 'Notification not found',
  'limit.tooManyStreams': 'Too many open windows on this account. Close some and try again.',
  'emailPreferences.kind.invalid': 'Unknown kind of email.',
  'unsubscribe.notFound': 'This unsubscribe link is not valid.',

  // Password recovery (issue 15).
  'passwordReset.email.invalid': 'Please enter a valid email address.',
  'passwordReset.requested':
    'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  'passwordReset.token.invalid': 'This link is not valid or has expired. Ask for a new one.',

  // A guest's private link to their conversation with a store (issue 15).
  'conversation.notFound': 'This conversation link is not valid.',

  // The seller's WhatsApp templates (issue 15).
  'whatsapp.template.tooLong': 'A message must be at most 1000 characters.',
  'whatsapp.template.placeholder':
    'Use only the placeholders {name}, {reference}, {store}, {total}, {transporter} and {tracking}.',
  'checkout.email.invalid': 'Please enter a valid email address.',
  'account.language.invalid': 'Please choose English, French or Arabic.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The `{{name}}` parameters a text takes, as a union of names (never when it takes none). */
type ParamNames<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type ParamValue = string | number;

/** The parameters a code's text needs: an object with exactly its names, or none. */
export type MessageParams<C extends MessageCode> = [ParamNames<(typeof MESSAGES)[C]>] extends [
  never,
]
  ? undefined
  : Record<ParamNames<(typeof MESSAGES)[C]>, ParamValue>;

/** A code with the parameters its text needs: what a field error or an answer carries. */
export type Message = {
  [C in MessageCode]: MessageParams<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: MessageParams<C> };
}[MessageCode];

/** The arguments after a code: its parameters when its text has any, nothing otherwise. */
export type ParamsArgs<C extends MessageCode> =
  MessageParams<C> extends undefined ? [params?: undefined] : [params: MessageParams<C>];

const PARAM = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a missing parameter leaves its placeholder as it was. */
export function interpolate(text: string, params?: Readonly<Record<string, unknown>>): string {
  if (!params) return text;
  return text.replace(PARAM, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** The English text of a code, with its parameters filled in. */
export function messageText<C extends MessageCode>(code: C, ...[params]: ParamsArgs<C>): string {
  return interpolate(MESSAGES[code], params);
}

/** The same, for a code and parameters already checked where they were chosen (a body, a field). */
export function formatMessage(
  code: MessageCode,
  params?: Readonly<Record<string, unknown>>,
): string {
  return interpolate(MESSAGES[code], params);
}

/** The codes whose text takes no parameters: what a zod rule can carry as its message. */
export type PlainMessageCode = {
  [C in MessageCode]: MessageParams<C> extends undefined ? C : never;
}[MessageCode];

/**
 * A code as a zod rule's message (`.min(2, issue('product.name.tooShort'))`): a typo fails the
 * typecheck, and the code reaches both the form (zodResolver) and the API's answer.
 */
export function issue(code: PlainMessageCode): PlainMessageCode {
  return code;
}

/** Whether a string (a zod issue's message, a body's code) is a code of the catalog. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The parameter names of a text, for the locale test's "same params in every language". */
export function paramNamesOf(text: string): string[] {
  return [...text.matchAll(PARAM)].map((match) => match[1] as string).sort();
}

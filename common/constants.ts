/** Business constants and limits of SPEC §9, in one place for the server and the screens. */

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
  storeDescriptionMin: 10,
  storeDescriptionMax: 500,
  quantityMin: 1,
  quantityDefaultMax: 10,
  shortOrderIdBelow: 1000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** At or under this many left, a product on sale reads low stock (see common/stock.ts). */
  lowStockThreshold: 5,
} as const;

export const UI = {
  mobileBreakpointPx: 768,
  messageListMaxHeightPx: 600,
  wizardProgress: [25, 50, 75, 100],
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastRemoveDelayMs: 1_000_000,
  queryGcTimeMs: 5 * 60 * 1000,
  loginCallbackDelayMs: 100,
} as const;

export const SKELETONS = {
  products: 8,
  dashboardProducts: 4,
  orders: 5,
  dashboardOrders: 4,
  messages: 5,
  dashboardMessages: 3,
  customers: 6,
  statCards: 4,
} as const;

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, so anyone can find theirs (SPEC §2). */
export const LANGUAGE_NAMES = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
} as const satisfies Record<Language, string>;
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A stored language (an account's, an order's, a link's); the fallback for anything else. */
export function languageOf(value: string | null | undefined): Language {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const THEME_STORAGE_KEY = 'hanout-ui-theme';
export const LANGUAGE_STORAGE_KEY = 'hanout-lang';
export const LANGUAGE_COOKIE = 'hanout-lang';
export const SESSION_COOKIE = 'hanout_session';

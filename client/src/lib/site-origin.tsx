/**
 * The site's address, for the links a page writes out in full (WhatsApp, sharing): the browser's
 * own, or, while the server draws a page, the one the server gives (no window there).
 */
import { createContext, use } from 'react';

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return use(SiteOriginContext) ?? window.location.origin;
}

import { useEffect } from 'react';

const APP_NAME = 'Hanout';

/**
 * "Dar Zitouna | Hanout" in the tab and the history, as the server's link-preview head has it.
 * Leaving the page puts back the app's name, not the title found on arrival: that one may be
 * the server's title for another page.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}

import { useEffect } from 'react';

const APP_NAME = 'Hanout';

/** "Dar Zitouna · Hanout" in the tab and the history; the app's name alone when there is none. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

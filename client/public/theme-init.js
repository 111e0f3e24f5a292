// Runs before the first paint so a dark-theme reader never sees a white flash, and an Arabic
// reader never sees the page jump from left-to-right. Mirrors lib/theme.tsx and lib/i18n.ts.
(function () {
  try {
    var theme = localStorage.getItem('hanout-ui-theme') || 'light';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    // A page drawn on the server (issue 16) already has the language it was drawn in; with
    // scripts on, it waits for them before taking taps (index.css).
    if (document.documentElement.hasAttribute('data-ssr')) {
      document.documentElement.classList.add('js');
      return;
    }
    var match =
      /[?&]lng=([a-z]{2})/.exec(location.search) ||
      /(?:^|; )hanout-lang=([a-z]{2})/.exec(document.cookie);
    var lang = (match && match[1]) || localStorage.getItem('hanout-lang');
    if (lang === 'ar') {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch {
    // storage blocked: the app applies its defaults once it starts
  }
})();

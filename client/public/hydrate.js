// The scripts of a page drawn on the server (issue 16), started once the page has shown what it
// has: at the window's load (the main picture is in), at the reader's first tap or key press,
// or a few seconds in, whichever comes first. Until then the phone's bandwidth and processor go
// to the picture and the text, not to hydration, which the page does not need to be read: its
// links work as plain links. server/modules/ssr/page-html.ts names the entry and the files it
// imports in this script's data attributes.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // A language asked for in the address (?lng=ar), in which the server drew this page, is kept
  // at once, as the app would keep it once started: the next page opened before then is drawn
  // in it too.
  var cookie = script.getAttribute('data-language-cookie');
  var asked = new URLSearchParams(window.location.search).get('lng');
  if (cookie && asked && asked === document.documentElement.lang)
    document.cookie =
      cookie + '=' + encodeURIComponent(asked) + '; max-age=31536000; path=/; samesite=lax';
  var EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < EVENTS.length; i++) document.removeEventListener(EVENTS[i], start, true);
    // Fetched together, as the head's modulepreload links would have been.
    for (var j = 0; j < preloads.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[j];
      document.head.appendChild(link);
    }
    import(entry);
  }
  // After load, one more frame: the picture that just arrived is painted before any script runs.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  for (var k = 0; k < EVENTS.length; k++) document.addEventListener(EVENTS[k], start, true);
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint);
  setTimeout(start, 4000);
})();

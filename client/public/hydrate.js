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

  // A tap on a button before the app has taken the page over is not lost: it is held, and given
  // to the same button again once the app has (hydration keeps the page's elements), each tap in
  // its turn; a form sent with Enter likewise. Links, and forms with an address of their own,
  // work without the app and are left to the browser.
  var CONTROLS =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], input[type="checkbox"], input[type="radio"]';
  var held = [];
  function hydrated() {
    return document.documentElement.hasAttribute('data-hydrated');
  }
  function hold(event, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
    start();
  }
  function onClick(event) {
    if (hydrated() || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    var control = event.target.closest(CONTROLS);
    if (!control || control.closest('form[action]')) return;
    hold(event, function () {
      tap(control);
    });
  }
  function onSubmit(event) {
    var form = event.target;
    if (hydrated() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    var submitter = event.submitter || null;
    hold(event, function () {
      form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
    });
  }
  // What a mouse's click sends, in order: menus open on the press, buttons act on the click.
  function tap(element) {
    if (!element.isConnected) return;
    var press = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
    var pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
    element.dispatchEvent(new PointerEvent('pointerdown', Object.assign({}, press, pointer)));
    element.dispatchEvent(new MouseEvent('mousedown', press));
    press.buttons = 0;
    element.dispatchEvent(new PointerEvent('pointerup', Object.assign({}, press, pointer)));
    element.dispatchEvent(new MouseEvent('mouseup', press));
    element.click();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  new MutationObserver(function (_, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    var replays = held.splice(0);
    // In the order they were made (two taps on "+", then "Add to cart"), each in a task of its
    // own, after React's work of the one before: the page has drawn the first tap's effect when
    // the next arrives, as it would have between real taps.
    (function next() {
      var replay = replays.shift();
      if (replay)
        setTimeout(function () {
          replay();
          next();
        }, 0);
    })();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint);
  setTimeout(start, 4000);
})();

/**
 * A visitor's public page arrives rendered by the server (src/shared/site/prerender.ts) with this
 * loader in place of the app. The app's JavaScript downloads on the first sign of use (pointer, touch,
 * key or focus), then hydrates the page; a visitor who only reads downloads none of it. Until the app
 * is there, links work as plain links, and a button pressed or a form sent is held, then done again once
 * the app has taken over (it sets data-app-ready on <html>: APP_READY_ATTRIBUTE), so no tap is lost.
 * What was typed meanwhile is handed to the app first, so a form sends what the visitor sees in it.
 */
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const triggers = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  const ready = () => document.documentElement.hasAttribute('data-app-ready');
  const held = [];
  const typed = new Set();

  const start = () => {
    for (const type of triggers) removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });

  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's click goes on to the form's submit event, which is held below.
      if (ready() || !button || button.type === 'submit') return;
      event.preventDefault();
      held.push(() => button.click());
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      if (ready() || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      held.push(() => form.requestSubmit());
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      if (!ready() && event.target instanceof Element) typed.add(event.target);
    },
    true,
  );

  // React hydrated each field with the text already in it, and ignores an input event whose value it
  // has seen: put back the value it rendered (its value tracker sees that), then the typed text through
  // the prototype's setter (which the tracker does not see), and the event reaches onChange.
  const handOver = (field) => {
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const text = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  new MutationObserver((_records, observer) => {
    if (!ready()) return;
    observer.disconnect();
    for (const field of typed) handOver(field);
    // In a later task, once React has rendered what was handed over.
    setTimeout(() => {
      for (const again of held.splice(0)) again();
    });
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
})();

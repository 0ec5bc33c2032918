import type { ClientDirective } from 'astro';

/**
 * `client:intent` hydrates the contact islands on the first sign that a visitor reaches for the
 * Contact button (hover, touch, focus or click), so no page fetches JavaScript on load. A click that
 * lands before the code has arrived is held and replayed once the trigger has hydrated. With a
 * receiver set, browsers with invoker commands have already opened the dialog at that click (the
 * button's `commandfor`; the dialog takes that state over as it hydrates), and the replay changes
 * nothing; it still serves browsers without them (WebKitGTK 2.50, Safari before 26.2) and builds
 * without a receiver, whose button waits for its code.
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;
// The Contact button: the site's one button that opens a dialog (src/contact/ContactTrigger.tsx).
const TRIGGER = 'button[aria-haspopup="dialog"]';

const intent: ClientDirective = (load, _options, island) => {
  let loading: Promise<void> | undefined;
  let clickedBeforeHydration = false;

  const onIntent = (event: Event) => {
    const trigger = (event.target as Element | null)?.closest?.(TRIGGER);
    if (!trigger) return;
    if (event.type === 'click' && island.contains(trigger)) {
      // Held here and replayed once, so React's own replay of it cannot open the dialog a second time.
      clickedBeforeHydration = true;
      event.stopPropagation();
    }
    loading ??= (async () => {
      const hydrate = await load();
      await hydrate();
      for (const type of INTENT) document.removeEventListener(type, onIntent, true);
      if (clickedBeforeHydration) island.querySelector<HTMLElement>(TRIGGER)?.click();
    })();
  };

  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
};

export default intent;

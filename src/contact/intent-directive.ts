import type { ClientDirective } from 'astro';
import { contactFields, draftPrefix } from './draft-keys.ts';

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

/**
 * What the visitor types into the dialog before its code arrives (the platform opened it by invoker command)
 * is kept as the draft store keeps it, field by field in sessionStorage, so that a reload, another language
 * or another page finds it even if the code never came. Typing is intent: this runs only then.
 */
const keepDraft = (event: Event) => {
  const { name, value } = event.target as HTMLInputElement;
  if ((contactFields as readonly string[]).includes(name)) sessionStorage.setItem(draftPrefix + name, value);
};

const intent: ClientDirective = (load, _options, island) => {
  if (island.querySelector('form')) island.addEventListener('input', keepDraft);
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

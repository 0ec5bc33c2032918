import { useStore } from '@nanostores/react';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type SubmitEvent,
} from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { HiddenFields, Honeypot, postsWithoutScript } from './PlainPost.tsx';
import { Field } from './Field.tsx';
import { SentNotice } from './SentNotice.tsx';
import {
  $contactDraft,
  $contactOpen,
  $contactOpener,
  $contactSent,
  DIALOG_ID,
  clearDraft,
  closeContact,
  openContact,
} from './store.ts';
import type { Receiver } from './receiver-settings.ts';
import type { Typing } from './spam-guards.ts';
import type { ContactImage, ContactTexts } from './types.ts';
import { useModalDialog } from './useModalDialog.ts';
import { useSubmission } from './useSubmission.ts';
import { meetTheDraft } from './typed-before-code.ts';
import {
  contactFields,
  fieldLimits,
  phonePattern,
  validateContact,
  type ContactErrorCode,
  type ContactField,
  type PhoneRule,
} from './validation.ts';

interface Props {
  texts: ContactTexts;
  image: ContactImage;
  /** Who receives the messages (src/contact/this-build-receiver.ts); unset: log only. */
  receiver?: Receiver;
  /** The page's language, address and way back, as hidden fields inside the form: for Netlify, which keeps only
   * the fields of the form it detected. Elsewhere they join the form from outside the island (Footer.astro). */
  pageFields?: Record<string, string>;
  /** How phone numbers are read, by the page's language: 'fr' also takes French ones. Default 'international'. */
  phoneRule?: PhoneRule;
}

const fieldId = (field: ContactField) => `contact-${field}`;
const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true in the browser after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
const fieldKinds = {
  name: { autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { multiline: true, autoComplete: 'off' },
} as const;

function ContactForm({ texts, image, receiver, pageFields, phoneRule }: Props) {
  // Hydrate from the closed state the server rendered (a click may have opened it first), then catch up.
  const open = useStore($contactOpen, { ssr: 'initial' });
  const opener = useStore($contactOpener);
  // Fields and draft agree before the first render (typed-before-code.ts): hydrate with the draft itself.
  const [adopted] = useState(() => meetTheDraft(fieldId));
  const draft = useStore($contactDraft);
  const { status, errors, check, send, edited, reset } = useSubmission(receiver, phoneRule);
  const hydrated = useHydrated();
  // Keystrokes that typed a character, for the time trap (src/contact/spam-guards.ts).
  const typing = useRef<Typing>({ keys: 0 });
  const dialogRef = useModalDialog(open, {
    returnFocus: opener,
    onClose: () => {
      reset();
      closeContact();
    },
    // A tap before the code arrived opened the dialog by invoker command: from now on the store owns it.
    onOpenedByPlatform: () =>
      openContact(document.querySelector<HTMLElement>(`[commandfor="${DIALOG_ID}"]`) ?? undefined),
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey) return;
    typing.current.keys++;
    typing.current.firstKeyAt ??= Date.now();
  };

  const edit = (field: ContactField) => (value: string) => {
    $contactDraft.setKey(field, value);
    edited(field, value);
  };
  // Text adopted at hydration gets its checks (a length over the limit says so at once), as typed text does.
  const checkAdopted = useEffectEvent(() => adopted.forEach((field) => edited(field, draft[field])));
  useLayoutEffect(() => checkAdopted(), []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = check(draft);
    if (invalid) return document.getElementById(fieldId(invalid))?.focus();
    if (!(await send(draft, event.currentTarget, typing.current))) return;
    typing.current = { keys: 0 };
    clearDraft();
    closeContact();
    $contactSent.set(true);
  };

  // A length error's {max}: the field's greatest length, as the page's language writes numbers (5 000 in French).
  const message = (field: ContactField, code: ContactErrorCode) =>
    texts.errors[code].replace('{max}', fieldLimits[field].toLocaleString(document.documentElement.lang || undefined));
  const error = (field: ContactField) => errors[field] && message(field, errors[field]);
  const hint = (field: ContactField) => (field === 'phone' ? texts.phoneFormat : undefined);

  // An agent in the browser fills the form in and opens it, and hears of any mistake; the visitor sends it.
  const fillForAgent = useEffectEvent((input: Partial<Record<ContactField, unknown>>) => {
    for (const field of contactFields) if (typeof input[field] === 'string') edit(field)(input[field]);
    if (!$contactOpen.get()) openContact();
    const found = validateContact($contactDraft.get(), phoneRule);
    return contactFields.flatMap((field) => (found[field] ? [message(field, found[field])] : []));
  });
  useEffect(() => {
    const registration = new AbortController();
    // WebMCP's imperative API (https://webmachinelearning.github.io/webmcp/), where the browser has it.
    document.modelContext
      ?.registerTool(
        {
          name: 'sendContactMessage',
          description: texts.agent.description,
          inputSchema: {
            type: 'object',
            properties: Object.fromEntries(
              contactFields.map((field) => [
                field,
                { type: 'string', description: [texts.agent.fields[field], hint(field)].filter(Boolean).join(' ') },
              ]),
            ),
            required: contactFields,
          },
          execute: async (input) => fillForAgent(input),
        },
        { signal: registration.signal },
      )
      // Refused (the page not allowed the feature) or unregistered on unmount: the form stays a form.
      .catch(() => {});
    return () => registration.abort();
    // The words are the page's, the same for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id={receiver && DIALOG_ID}
      closedby="any"
      aria-labelledby="contact-title"
      tabIndex={-1}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-4xl overflow-y-auto bg-white p-0 text-ink [scrollbar-gutter:stable] outline-none backdrop:bg-ink/60"
    >
      <div className="grid md:grid-cols-[2fr_3fr]">
        <div className="relative h-28 bg-ink md:h-auto">
          {/* Not in the server's HTML, which every page carries. In the browser it is lazy inside a closed
              <dialog> (display: none), so it is fetched only when the dialog opens. */}
          {hydrated && (
            <picture>
              {image.sources.map(({ media, type, srcset, sizes }) => (
                <source key={`${media}${type}`} media={media} type={type} srcSet={srcset} sizes={sizes} />
              ))}
              <img
                src={image.img.src}
                width={image.img.width}
                height={image.img.height}
                alt={texts.alt}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            </picture>
          )}
        </div>
        <div className="relative px-6 py-8 sm:px-10 sm:py-12">
          <button
            type="button"
            onClick={closeContact}
            aria-label={texts.close}
            className="absolute top-3 right-3 grid size-11 place-items-center text-ink"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" stroke="currentColor" strokeWidth="1.2" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
          <h2 id="contact-title" className="pr-10 font-display text-2xl tracking-[0.12em] sm:text-3xl">
            {texts.title}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-stone">{texts.text}</p>
          {/* Without JavaScript the form posts itself to the receiver, checked by the browser (required, pattern, maxlength);
              once hydrated, the island checks it with the specification's messages and sends it. */}
          <form
            noValidate={hydrated || !receiver}
            onSubmit={submit}
            {...(receiver && postsWithoutScript(receiver))}
            className="mt-6 space-y-5"
          >
            <p className="text-xs leading-relaxed text-stone">{texts.required}</p>
            {receiver && <HiddenFields fields={{ ...receiver.fields, ...pageFields }} />}
            {contactFields.map((field) => (
              <Field
                key={field}
                id={fieldId(field)}
                label={texts.labels[field]}
                value={draft[field]}
                error={error(field)}
                hint={hint(field)}
                onChange={edit(field)}
                onKeyDown={onKeyDown}
                required={Boolean(receiver) && !hydrated}
                pattern={receiver && field === 'phone' ? phonePattern(phoneRule) : undefined}
                // Without script the browser holds each field to its length; once hydrated, the island says so.
                maxLength={receiver && !hydrated ? fieldLimits[field] : undefined}
                {...fieldKinds[field]}
              />
            ))}
            {receiver && <Honeypot receiver={receiver} />}
            {/* Two equal columns on phones, so Send Message never wraps below Cancel, even beside a classic
                scrollbar; a row at the right from the small-tablet size up. */}
            <div className="grid grid-cols-2 gap-3 pt-2 sm:flex sm:justify-end">
              <button
                type="button"
                onClick={closeContact}
                className="eyebrow border border-stone px-2 py-3.5 tracking-[0.2em] hover:border-ink sm:px-6 sm:tracking-[0.28em]"
              >
                {texts.cancel}
              </button>
              <button
                type="submit"
                disabled={status === 'sending'}
                // Its focus outline lies on the white panel around it: in ink, as the panel's text.
                className="eyebrow bg-ink px-2 py-3.5 tracking-[0.2em] text-white outline-ink hover:bg-ink/85 disabled:cursor-wait disabled:bg-ink/70 sm:px-6 sm:tracking-[0.28em]"
              >
                {status === 'sending' ? texts.sending : texts.send}
              </button>
            </div>
            {status === 'failed' && (
              <p role="alert" className="text-sm leading-relaxed text-red-700">
                {texts.deliveryFailed}
              </p>
            )}
          </form>
        </div>
      </div>
    </dialog>
  );
}

/** The GET IN TOUCH dialog island, and the footer's notice that a message was sent. */
export default function ContactDialog(props: Props) {
  return (
    <>
      <ErrorBoundary crash={props.texts.crash}>
        <ContactForm {...props} />
      </ErrorBoundary>
      <SentNotice text={props.texts.sent} postsWithoutScript={Boolean(props.receiver)} />
    </>
  );
}

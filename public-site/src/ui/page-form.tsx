import styled from '@emotion/styled';
import { createContext, useContext, useEffect, useRef, useState, type FormHTMLAttributes } from 'react';
import { PAGE_FORM_FIELD, SUBMITTED_FORM_SCRIPT_ID, type PageFormName, type SubmittedForm } from '@dds/shared/routes';
import { isTypedFieldName } from '@dds/shared/schemas/submitted-fields';
import { useServerMessage } from '../i18n/server-messages';
import { useFieldValidityInPageLanguage } from './field-validity';
import { warmUpApi } from './lazy-api';
import { color, radius } from './theme';

/**
 * Public forms work before the app has loaded (a slow phone shows the server's page seconds before
 * its JavaScript runs) and without JavaScript: they are real `method="post"` forms the server
 * answers with this page showing the outcome. Once the app is up it hydrates the form with the
 * values already in it: its state starts from what the visitor typed (else React would clear the
 * fields on the next render), so nothing typed or sent is lost.
 */

/** The server-side render passes the outcome of a posted form down this context. */
const SubmittedFormContext = createContext<SubmittedForm | null>(null);
export const SubmittedFormProvider = SubmittedFormContext.Provider;

interface FirstScreen {
  outcome: SubmittedForm | null;
  /** Values typed into each server-rendered form before the app took it over. */
  typed: Map<string, Record<string, string>>;
  focusedField: string | undefined;
}
let firstScreen: FirstScreen | undefined;

/** What the server-rendered page held, read once: it belongs to the first screen only. */
function readFirstScreen(): FirstScreen {
  if (firstScreen) return firstScreen;
  const script = document.getElementById(SUBMITTED_FORM_SCRIPT_ID);
  let outcome: SubmittedForm | null = null;
  try {
    outcome = script?.textContent ? (JSON.parse(script.textContent) as SubmittedForm) : null;
  } catch {
    outcome = null;
  }
  script?.remove();
  const typed = new Map<string, Record<string, string>>();
  let focusedField: string | undefined;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') values[key] = value;
    typed.set(form.dataset.form!, values);
    const active = document.activeElement;
    if (active && form.contains(active) && 'name' in active) focusedField = String(active.name);
  }
  firstScreen = { outcome, typed, focusedField };
  return firstScreen;
}

/**
 * The outcome of a post of this form that the page was rendered with (on the server from the
 * context, in the browser from the page's JSON), taken once so it is not shown again later.
 */
function takeOutcome(form: PageFormName, fromServerRender: SubmittedForm | null): SubmittedForm | null {
  if (fromServerRender) return fromServerRender.form === form ? fromServerRender : null;
  if (typeof document === 'undefined') return null;
  const screen = readFirstScreen();
  if (screen.outcome?.form !== form) return null;
  const outcome = screen.outcome;
  screen.outcome = null;
  return outcome;
}

function takeTyped(form: PageFormName): Record<string, string> | undefined {
  if (typeof document === 'undefined') return undefined;
  const screen = readFirstScreen();
  const typed = screen.typed.get(form);
  screen.typed.delete(form);
  return typed;
}

/**
 * Start values of a page form: what the visitor typed before the app loaded, else what they sent
 * in a refused post, else `empty`. Only the fields the visitor types are taken — by name, not from a
 * list of them, so a new field of the form needs none (docs/how-to-add.md): never the hidden ones the
 * page sets itself, or the honeypot.
 */
function startValues<T extends object>(form: PageFormName, empty: T, outcome: SubmittedForm | null): T {
  const sources = [outcome?.ok ? undefined : outcome?.values, takeTyped(form)];
  const values = { ...empty } as Record<string, unknown>;
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {}))
      if (isTypedFieldName(key, PAGE_FORM_FIELD) && typeof value === 'string' && value !== '') values[key] = value;
  }
  return values as T;
}

/** State of a page form: its start values and the server's outcome (cleared on the next send). */
export function usePageForm<T extends object>(form: PageFormName, empty: T) {
  const fromServerRender = useContext(SubmittedFormContext);
  const [initial] = useState(() => {
    const outcome = takeOutcome(form, fromServerRender);
    return { outcome, values: startValues(form, empty, outcome) };
  });
  const [outcome, setOutcome] = useState(initial.outcome);
  return { initialValues: initial.values, outcome, clearOutcome: () => setOutcome(null) };
}

type PageFormProps = { name: PageFormName } & Omit<FormHTMLAttributes<HTMLFormElement>, 'name' | 'method'>;

/**
 * A form that posts to its own page when the app is not (yet) handling it. The app's onSubmit
 * prevents that post; before the app has loaded, the browser sends it and the server answers.
 * The first focus in it fetches the API client (ui/lazy-api), so sending is not delayed.
 */
export function PageForm({ name, children, ...props }: PageFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFieldValidityInPageLanguage(ref);
  // The visitor was typing when the app took over: keep the caret in the same field (hydration
  // keeps the node; a page the app had to render afresh gets the focus back here).
  useEffect(() => {
    const field = typeof document === 'undefined' ? undefined : readFirstScreen().focusedField;
    if (!field || !ref.current) return;
    readFirstScreen().focusedField = undefined;
    const element = ref.current.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);
  return (
    // The action is only a fragment: the post goes to this page, and the answer scrolls to the outcome.
    <form ref={ref} method="post" action={`#${outcomeId(name)}`} data-form={name} onFocus={warmUpApi} {...props}>
      <input type="hidden" name={PAGE_FORM_FIELD} value={name} />
      {children}
    </form>
  );
}

const outcomeId = (form: PageFormName) => `${form}-outcome`;

const Outcome = styled.div<{ ok: boolean }>`
  scroll-margin-top: 88px; /* below the fixed header */
  padding: 14px 16px;
  border-radius: ${radius.md};
  background: ${(p) => (p.ok ? '#ecfdf5' : color.brandSoft)};
  color: ${(p) => (p.ok ? '#065f46' : color.brandDark)};
  font-weight: 600;
  p { margin: 0; }
  p + p { margin-top: 6px; font-weight: 400; }
`;

/** The server's answer to a posted form, in words, where the toast would have said it, in the page's language. */
export function FormOutcome({ outcome }: { outcome: SubmittedForm | null }) {
  // The server answers in English; a Hindi page shows its words in Hindi (i18n/server-messages).
  const local = useServerMessage();
  if (!outcome) return null;
  return (
    <Outcome id={outcomeId(outcome.form)} ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'} className="full">
      <p>{local(outcome.message)}</p>
      {outcome.detail && <p>{local(outcome.detail)}</p>}
    </Outcome>
  );
}

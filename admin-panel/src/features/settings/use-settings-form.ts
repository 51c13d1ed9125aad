import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dds/shared/api';
// By its own entry: the shared `schemas` barrel a remote gets may be an older copy (see settings-api.ts).
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_LABELS, siteSettingsSchema, type SiteSettings, type SiteSettingsField } from '@dds/shared/schemas/site-settings';
import { toast } from '@dds/shared/toast';
import { useSession } from '../auth';
import { getSettings, saveSettings } from './settings-api';

export type FieldErrors = Partial<Record<SiteSettingsField, string>>;
export const SAVED_MESSAGE = 'Settings saved — live on the site now';

/** One field checked with the same schema the server uses (the message names the field). */
export function checkField(field: SiteSettingsField, value: string): string | undefined {
  const result = siteSettingsSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The server's 400 names the field either as `field: message` or by its label; returns the
 * field it is about so the message can sit next to it too.
 */
export function fieldOfServerMessage(message: string): { field: SiteSettingsField; text: string } | undefined {
  const prefixed = /^(\w+): (.+)$/s.exec(message);
  if (prefixed && (SITE_SETTINGS_FIELDS as string[]).includes(prefixed[1]!)) return { field: prefixed[1] as SiteSettingsField, text: prefixed[2]! };
  // Longest label first: "Email" must not claim a message about another label starting with it.
  const byLabel = [...SITE_SETTINGS_FIELDS].sort((a, b) => SITE_SETTINGS_LABELS[b].length - SITE_SETTINGS_LABELS[a].length);
  const field = byLabel.find((f) => message.startsWith(`${SITE_SETTINGS_LABELS[f]} `));
  return field ? { field, text: message } : undefined;
}

/**
 * State of the Settings screen: what the server holds (`saved`), what the admin is typing
 * (`values`), errors per field, and the save. After a save the form shows what the server
 * answered, i.e. the normalised values (+91 98765 43210).
 */
export function useSettingsForm() {
  const generation = useSession((s) => s.generation);
  const [saved, setSaved] = useState<SiteSettings | null>(null);
  const [values, setValues] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Bumped when the first invalid field should take the focus (after a refused save). */
  const [focusRequest, setFocusRequest] = useState(0);

  const loaded = useRef(false);

  const load = useCallback(() => {
    setLoadError(null);
    getSettings()
      .then((settings) => {
        loaded.current = true;
        setSaved(settings);
        setValues(settings);
      })
      .catch((failure: unknown) => {
        // A lapsed session brings the login dialog; the load runs again after it (generation).
        if (failure instanceof ApiError && failure.isUnauthorized) return;
        setLoadError((failure as Error).message);
      });
  }, []);
  // Loaded once; a later login must not overwrite what the admin has typed meanwhile.
  useEffect(() => {
    if (!loaded.current) load();
  }, [load, generation]);

  const dirty = !!saved && !!values && SITE_SETTINGS_FIELDS.some((f) => saved[f] !== values[f]);

  const setField = (field: SiteSettingsField, value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    // A shown error is re-checked as the admin types, so it disappears once fixed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, value) }));
  };
  const blurField = (field: SiteSettingsField) => {
    if (values) setErrors((e) => ({ ...e, [field]: checkField(field, values[field]) }));
  };

  async function save() {
    if (!values) return;
    setServerError(null);
    const parsed = siteSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SiteSettingsField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const stored = await saveSettings(parsed.data);
      setSaved(stored);
      setValues(stored);
      toast.success(SAVED_MESSAGE);
    } catch (failure) {
      const message = (failure as Error).message;
      setServerError(message);
      const about = failure instanceof ApiError && failure.status === 400 ? fieldOfServerMessage(message) : undefined;
      if (about) setErrors({ [about.field]: about.text });
    } finally {
      setSaving(false);
    }
  }

  const discard = () => {
    setValues(saved);
    setErrors({});
    setServerError(null);
  };

  return { values, saved, loadError, reload: load, errors, serverError, saving, dirty, focusRequest, setField, blurField, save, discard };
}

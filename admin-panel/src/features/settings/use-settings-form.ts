import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dds/shared/api';
// By its own entry: the shared `schemas` barrel a remote gets may be an older copy (see settings-api.ts).
import {
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_LABELS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsField,
} from '@dds/shared/schemas/site-settings';
import { keepCurrentHindi, type HindiMemory } from '@dds/shared/schemas/content-hindi';
import { settingsEnglishTexts } from '@dds/shared/schemas/settings-hindi';
import { toast } from '@dds/shared/toast';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { useSession } from '../auth';
import { useEditConflict } from '../edit-conflict';
import { getSettings, saveSettings, type VersionedSettings } from './settings-api';
import { settingsText } from './settings-text';

export type FieldErrors = Partial<Record<SiteSettingsField, string>>;

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
  if (prefixed && (SITE_SETTINGS_FIELDS as string[]).includes(prefixed[1]!))
    return { field: prefixed[1] as SiteSettingsField, text: prefixed[2]! };
  // Longest label first: "Email" must not claim a message about another label starting with it.
  const byLabel = [...SITE_SETTINGS_FIELDS].sort(
    (a, b) => SITE_SETTINGS_LABELS[b].length - SITE_SETTINGS_LABELS[a].length,
  );
  const field = byLabel.find((f) => message.startsWith(`${SITE_SETTINGS_LABELS[f]} `));
  return field ? { field, text: message } : undefined;
}

/** The settings, their version and their Hindi apart: the form edits the settings and Hindi and sends the version back. */
const split = ({ version, hindi, ...settings }: VersionedSettings): [SiteSettings, number | undefined, HindiMemory] => [
  settings,
  version,
  hindi ?? {},
];

/** The Hindi a save would store for these settings (only that of the current English, none empty). */
const hindiToSave = (settings: SiteSettings, hindi: HindiMemory) =>
  keepCurrentHindi(settingsEnglishTexts(settings), hindi);

const sameHindi = (a: HindiMemory, b: HindiMemory) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * State of the Settings screen: what the server holds (`saved`, at `version`), what the admin is
 * typing (`values`), errors per field, and the save. After a save the form shows what the server
 * answered, i.e. the normalised values (+91 98765 43210). A save refused because another admin
 * saved meanwhile keeps what was typed and offers reload or overwrite (`conflict`); after a
 * reload, `typed` holds what the admin had typed, to be put back with one click.
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
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState<Partial<SiteSettings> | null>(null);
  const conflict = useEditConflict<SiteSettings>();
  /** The Hindi of the address and office hours, by the English each translates (docs/decisions/026-hindi.md §3). */
  const [savedHindi, setSavedHindi] = useState<HindiMemory>({});
  const [hindi, setHindi] = useState<HindiMemory>({});
  const [typedHindi, setTypedHindi] = useState<HindiMemory | null>(null);

  const loaded = useRef(false);

  const load = useCallback(() => {
    setLoadError(null);
    getSettings()
      .then((answer) => {
        const [settings, at, hindiNow] = split(answer);
        loaded.current = true;
        setSaved(settings);
        setValues(settings);
        setVersion(at);
        setSavedHindi(hindiNow);
        setHindi(hindiNow);
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

  const hindiDirty = !!values && !sameHindi(hindiToSave(values, hindi), hindiToSave(values, savedHindi));
  const dirty = !!saved && !!values && (SITE_SETTINGS_FIELDS.some((f) => saved[f] !== values[f]) || hindiDirty);

  const setField = (field: SiteSettingsField, value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    // A shown error is re-checked as the admin types, so it disappears once fixed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, value) }));
  };
  const blurField = (field: SiteSettingsField) => {
    if (values) setErrors((e) => ({ ...e, [field]: checkField(field, values[field]) }));
  };

  /** `base`: the version the save is based on (Overwrite passes the one the conflict named). */
  async function save(base = version) {
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
    conflict.clear();
    try {
      const [stored, at, storedHindi] = split(
        // The Hindi only when the admin changed it: a save without it keeps the stored Hindi that
        // still translates the English (the server's part), another admin's Hindi included.
        await (hindiDirty
          ? saveSettings(parsed.data, base, hindiToSave(parsed.data, hindi))
          : saveSettings(parsed.data, base)),
      );
      setSaved(stored);
      setValues(stored);
      setVersion(at);
      setSavedHindi(storedHindi);
      setHindi(storedHindi);
      setTyped(null);
      setTypedHindi(null);
      toast.success(adminText(usePanelLanguage.getState().language, settingsText, 'settings.saved'));
    } catch (failure) {
      // Another admin saved meanwhile: nothing is lost, the form keeps every typed value.
      if (conflict.caught(failure, parsed.data)) return;
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
    setHindi(savedHindi);
    setErrors({});
    setServerError(null);
  };

  /**
   * Takes the settings as saved now; the fields the admin changed are kept aside (`typed`) to be put
   * back over them — only those, so putting them back never reverts the other admin's fields.
   */
  async function reloadAfterConflict() {
    const mine =
      values && saved
        ? (Object.fromEntries(
            SITE_SETTINGS_FIELDS.filter((f) => values[f] !== saved[f]).map((f) => [f, values[f]]),
          ) as Partial<SiteSettings>)
        : {};
    const myHindi = hindiDirty ? hindi : null;
    try {
      const [settings, at, hindiNow] = split(await getSettings());
      setSaved(settings);
      setValues(settings);
      setVersion(at);
      setSavedHindi(hindiNow);
      setHindi(hindiNow);
      setTyped(mine);
      setTypedHindi(myHindi);
      setErrors({});
      conflict.clear();
    } catch (failure) {
      setServerError((failure as Error).message);
    }
  }
  const overwrite = () => void save(conflict.conflict?.version);
  const putBackTyped = () => {
    if (typed) setValues((v) => (v ? { ...v, ...typed } : v));
    if (typedHindi) setHindi((h) => ({ ...h, ...typedHindi }));
    setTyped(null);
    setTypedHindi(null);
  };

  return {
    values,
    saved,
    loadError,
    reload: load,
    errors,
    serverError,
    saving,
    dirty,
    focusRequest,
    setField,
    blurField,
    save: () => save(),
    discard,
    conflict: conflict.conflict,
    reloadAfterConflict: () => void reloadAfterConflict(),
    overwrite,
    typed,
    putBackTyped,
    dismissTyped: () => {
      setTyped(null);
      setTypedHindi(null);
    },
    hindi,
    setHindi,
  };
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@dds/shared/toast';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { coursesText } from './courses-text';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { useEditConflict } from '../edit-conflict';
import { NEW_COURSE, inputOf, problemsOf, valuesOf, type CourseFormValues } from './course-form-values';
import { createCourse, fetchCourse, updateCourse } from './courses-api';

/**
 * The add/edit form: loads the course, checks with the shared schema, saves, and goes back to the
 * list. A save refused because someone saved the course meanwhile keeps what was typed and offers
 * reload (the saved course, with what was typed kept aside in `typed`) or overwrite.
 */
export function useCourseForm(id: number | null) {
  const navigate = useNavigate();
  const [values, setValues] = useState<CourseFormValues | null>(id === null ? NEW_COURSE : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Bumped after a refused save, so the form moves the focus to the first field to fix. */
  const [focusRequest, setFocusRequest] = useState(0);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState<Partial<CourseFormValues> | null>(null);
  /** The course as loaded: what the admin changed is what differs from it. */
  const [loaded, setLoaded] = useState<CourseFormValues | null>(null);
  const conflict = useEditConflict<CourseFormValues>();

  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchCourse(id).then(
      (course) => {
        if (!live) return;
        setValues(valuesOf(course));
        setLoaded(valuesOf(course));
        setVersion(course.version);
      },
      (error: Error) => live && setLoadError(error.message),
    );
    return () => {
      live = false;
    };
  }, [id]);

  function set<K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    // A field's message goes as soon as it is being fixed (the others stay until the next save).
    setProblems((p) =>
      Object.fromEntries(Object.entries(p).filter(([key]) => key !== field && !key.startsWith(`${String(field)}.`))),
    );
  }

  async function save(base = version) {
    if (!values || saving) return;
    const found = problemsOf(values);
    setProblems(found);
    setSaveError(null);
    if (Object.keys(found).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    conflict.clear();
    try {
      const saved = id === null ? await createCourse(inputOf(values)) : await updateCourse(id, inputOf(values), base);
      toast.success(adminText(usePanelLanguage.getState().language, coursesText, 'course.saved', { name: saved.name }));
      navigate(ADMIN_ROUTES.courses);
    } catch (error) {
      if (conflict.caught(error, values)) return;
      setSaveError((error as Error).message);
      setFocusRequest((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  async function reloadAfterConflict() {
    if (id === null) return;
    // Only the fields this admin changed are put back, never the other admin's.
    const changed = (key: keyof CourseFormValues) => JSON.stringify(values?.[key]) !== JSON.stringify(loaded?.[key]);
    const mine = values
      ? (Object.fromEntries(
          (Object.keys(values) as Array<keyof CourseFormValues>).filter(changed).map((k) => [k, values[k]]),
        ) as Partial<CourseFormValues>)
      : {};
    try {
      const course = await fetchCourse(id);
      setValues(valuesOf(course));
      setLoaded(valuesOf(course));
      setVersion(course.version);
      setTyped(mine);
      conflict.clear();
    } catch (error) {
      setSaveError((error as Error).message);
    }
  }

  return {
    values,
    /** The course as saved (its page address and whether the site shows it). */
    loaded,
    loadError,
    problems,
    saveError,
    saving,
    focusRequest,
    set,
    save: () => save(),
    conflict: conflict.conflict,
    reloadAfterConflict: () => void reloadAfterConflict(),
    overwrite: () => void save(conflict.conflict?.version),
    typed,
    putBackTyped: () => {
      if (typed) setValues((v) => (v ? { ...v, ...typed } : v));
      setTyped(null);
    },
    dismissTyped: () => setTyped(null),
  };
}

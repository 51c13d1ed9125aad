import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@dds/shared/toast';
import { ADMIN_PATHS } from '../../admin-paths';
import { NEW_COURSE, inputOf, problemsOf, valuesOf, type CourseFormValues } from './course-form-values';
import { createCourse, fetchCourse, updateCourse } from './courses-api';

/** The add/edit form: loads the course, checks with the shared schema, saves, and goes back to the list. */
export function useCourseForm(id: number | null) {
  const navigate = useNavigate();
  const [values, setValues] = useState<CourseFormValues | null>(id === null ? NEW_COURSE : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Bumped after a refused save, so the form moves the focus to the first field to fix. */
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchCourse(id).then(
      (course) => live && setValues(valuesOf(course)),
      (error: Error) => live && setLoadError(error.message),
    );
    return () => {
      live = false;
    };
  }, [id]);

  function set<K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    // A field's message goes as soon as it is being fixed (the others stay until the next save).
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([key]) => key !== field && !key.startsWith(`${String(field)}.`))));
  }

  async function save() {
    if (!values || saving) return;
    const found = problemsOf(values);
    setProblems(found);
    setSaveError(null);
    if (Object.keys(found).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      const saved = id === null ? await createCourse(inputOf(values)) : await updateCourse(id, inputOf(values));
      toast.success(`${saved.name} saved: live on the site now`);
      navigate(ADMIN_PATHS.courses);
    } catch (error) {
      setSaveError((error as Error).message);
      setFocusRequest((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return { values, loadError, problems, saveError, saving, focusRequest, set, save };
}

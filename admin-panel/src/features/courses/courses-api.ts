import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { Course, CourseFlags, CourseInput, CourseOrderList } from '@dds/shared/schemas/course';
import type { OrderedItems } from '@dds/shared/schemas/list-order';
import { unlessReorderConflict } from '../content';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

// Calls of the course screens, over the page's shared http client.

const itemPath = (id: number) => `${API_PATHS.courses}/${id}`;

/** Every course, hidden ones too, in course order. */
export async function fetchCourses(): Promise<Course[]> {
  return (await http.get<Course[]>(API_PATHS.courses)).data;
}
export async function fetchCourse(id: number): Promise<Course> {
  return (await http.get<Course>(itemPath(id))).data;
}
export async function createCourse(input: CourseInput): Promise<Course> {
  return (await http.post<Course>(API_PATHS.courses, input)).data;
}
/** Saves the form based on `version` (what it loaded); someone else's save in between: EditConflictError. */
export async function updateCourse(id: number, input: CourseInput, version: number | undefined): Promise<Course> {
  return unlessConflict<Course>(await http.put(itemPath(id), { ...input, version }, LET_CONFLICT_THROUGH));
}
/** The list's quick switches: shown/hidden, featured, home page grid. */
export async function setCourseFlags(id: number, flags: CourseFlags): Promise<Course> {
  return (await http.patch<Course>(itemPath(id), flags)).data;
}
export async function deleteCourse(id: number): Promise<void> {
  await http.delete(itemPath(id));
}
/** Every course, with the versions of the three orders (what a reorder is based on). */
export async function fetchCourseOrder(): Promise<OrderedItems<Course>> {
  return (await http.get<OrderedItems<Course>>(`${API_PATHS.courses}/order`)).data;
}
/**
 * Puts a list (all courses, the featured list or the home grid) in this order, based on the version
 * of it on screen; answers every course and the versions. A stale order: an Error saying who and when.
 */
export async function saveCourseOrder(
  list: CourseOrderList,
  ids: number[],
  version: number | undefined,
): Promise<OrderedItems<Course>> {
  return unlessReorderConflict(
    await http.put(`${API_PATHS.courses}/order`, { list, ids, version }, LET_CONFLICT_THROUGH),
  );
}

import type { PublicCourse } from '@dds/shared/schemas';
import { admissionCatalogue } from '@dds/shared/schemas/course-lists';
import { useSiteContent } from './site-content';

/**
 * Courses are records the admin edits (decision 021); every list of them on the site is a query over
 * the records the page was rendered with (admissionCatalogue, coursesInMode, featuredCourses, … in
 * @dds/shared/schemas). Only the pages' own words live here.
 */
export const useCourses = (): PublicCourse[] => useSiteContent().courses;

/** The admission form's course list: names of the visible catalogue courses, in course order. */
export const useAdmissionCatalogue = (): string[] => admissionCatalogue(useCourses());

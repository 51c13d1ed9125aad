import {
  admissionCatalogue,
  courseFlagsSchema,
  courseInputSchema,
  coursesInMode,
  featuredCourses,
  findCourseBySlug,
  formatCourseFee,
  homeName,
  landingGridCourses,
  slugify,
  type CourseInput,
  type PublicCourse,
} from './course';

const input: CourseInput = {
  name: 'Tally + GST',
  slug: '',
  shortName: 'Tally',
  modes: ['Offline'],
  description: 'Tally Prime, GST returns, inventory and payroll.',
  duration: '3 months',
  fee: 12500,
  feeFrom: true,
  batches: ['Mon–Sat 7–8 am'],
  eligibility: 'Class 12 pass',
  syllabus: ['Vouchers', 'GST returns'],
  icon: 'calculator',
  visible: true,
  featured: false,
  inLandingGrid: true,
  inAdmissionCatalogue: true,
};

describe('course input schema', () => {
  it('accepts a full course and makes the page address from the name when none is given', () => {
    expect(courseInputSchema.parse(input)).toMatchObject({ slug: 'tally-gst', fee: 12500, feeFrom: true });
    expect(courseInputSchema.parse({ ...input, slug: ' Tally-Prime ' }).slug).toBe('tally-prime');
  });
  it('keeps modes in one order and refuses repeats', () => {
    expect(courseInputSchema.parse({ ...input, modes: ['Offline', 'Online'] }).modes).toEqual(['Online', 'Offline']);
    expect(courseInputSchema.safeParse({ ...input, modes: ['Online', 'Online'] }).success).toBe(false);
    expect(courseInputSchema.parse({ ...input, modes: [] }).modes).toEqual([]);
  });
  it('a fee is optional, whole rupees; "from" means nothing without a fee', () => {
    expect(courseInputSchema.parse({ ...input, fee: null }).feeFrom).toBe(false);
    for (const fee of [-1, 99.5, 100_000_000, '500'])
      expect(courseInputSchema.safeParse({ ...input, fee }).success).toBe(false);
  });
  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['description', { description: ' \n ' }, 'Description is required'],
    [
      'slug',
      { slug: 'tally gst' },
      'Page address may hold only lowercase letters, digits and single hyphens (e.g. tally-gst)',
    ],
    ['batch', { batches: ['ok', ''] }, 'Batch is required'],
    ['syllabus', { syllabus: ['x\u202Ey'] }, 'Syllabus point contains characters that are not allowed'],
    ['icon', { icon: 'skull' }, 'Icon must be one of the listed icons'],
  ])('refuses a bad %s with a message naming it', (_field, over, message) => {
    const result = courseInputSchema.safeParse({ ...input, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
  it('a name with nothing to make an address from needs one given', () => {
    expect(courseInputSchema.safeParse({ ...input, name: '++' }).error?.issues[0]?.message).toMatch(
      /Page address is required/,
    );
    expect(courseInputSchema.parse({ ...input, name: 'C++', slug: 'cpp' }).slug).toBe('cpp');
  });
  it('quick switches need at least one flag', () => {
    expect(courseFlagsSchema.safeParse({}).success).toBe(false);
    expect(courseFlagsSchema.parse({ visible: false })).toEqual({ visible: false });
  });
});

describe('slugify', () => {
  it.each([
    ['Tally + GST', 'tally-gst'],
    ['PDCA (Practical Diploma in Computer Application)', 'pdca-practical-diploma-in-computer-application'],
    ['Sound Classes (U.S. & U.K.)', 'sound-classes-u-s-u-k'],
    ['Café Hindi', 'cafe-hindi'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

const course = (id: number, over: Partial<PublicCourse>): PublicCourse => ({
  ...courseInputSchema.parse({ ...input, name: `Course ${id}`, slug: `course-${id}` }),
  id,
  order: id,
  featuredOrder: null,
  gridOrder: null,
  ...over,
});

describe('the contract’s lists are queries over the records', () => {
  const courses = [
    course(3, { name: 'HTML & CSS', modes: ['Online'], order: 3 }),
    course(1, { name: 'HTML & CSS', modes: ['Offline'], order: 1, featuredOrder: 2, shortName: '' }),
    course(2, { name: 'Hidden', visible: false, featuredOrder: 1 }),
    course(4, {
      name: 'Graphic Design',
      modes: [],
      inAdmissionCatalogue: false,
      featuredOrder: 1,
      gridOrder: 1,
      shortName: '',
    }),
  ];
  it('mode pages list visible courses of that mode in course order', () => {
    expect(coursesInMode(courses, 'Offline').map((c) => c.id)).toEqual([1]);
    expect(coursesInMode(courses, 'Online').map((c) => c.id)).toEqual([3]);
  });
  it('the catalogue names each visible catalogue course once, in course order', () => {
    expect(admissionCatalogue(courses)).toEqual(['HTML & CSS']);
  });
  it('featured and grid lists follow their own order and skip hidden courses', () => {
    expect(featuredCourses(courses).map((c) => c.id)).toEqual([4, 1]);
    expect(landingGridCourses(courses).map(homeName)).toEqual(['Graphic Design']);
  });
  it('finds a visible course by its address, any case', () => {
    expect(findCourseBySlug(courses, 'COURSE-4')?.id).toBe(4);
    expect(findCourseBySlug(courses, 'course-2')).toBeUndefined();
  });
  it('shows fees in rupees with Indian grouping', () => {
    expect(formatCourseFee({ fee: 125000, feeFrom: false })).toBe('₹1,25,000');
    expect(formatCourseFee({ fee: 4500, feeFrom: true })).toBe('from ₹4,500');
    expect(formatCourseFee({ fee: null, feeFrom: false })).toBe('');
  });
});

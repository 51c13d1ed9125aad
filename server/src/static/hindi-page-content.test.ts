import { courseEnglishTexts, type Course, type PublicCourse } from '@dds/shared/src/schemas/course';
import { writeStandInShell } from '../../test/support/stand-in-pages';
import { ORIGIN, describeEachDialect } from '../../test/support/test-app';

// A Hindi page's content carries the Hindi it shows of each course — the owner's, else the shipped
// Hindi of the seeded courses — so no public script needs the table of shipped Hindi
// (docs/decisions/026-hindi.md §3, "Cost").

describeEachDialect('the Hindi of the courses in a Hindi page’s content', (t) => {
  beforeAll(() => writeStandInShell(t().config));
  const inlineCourses = async (url: string) => {
    const body = (await t().app.inject({ method: 'GET', url })).body;
    const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(body)![1]!;
    return JSON.parse(json).courses as PublicCourse[];
  };
  const inlineCourse = async (url: string, slug: string) => (await inlineCourses(url)).find((c) => c.slug === slug)!;
  const edit = async (slug: string, change: (c: Course) => Partial<Course>) => {
    const headers = { cookie: await t().login(), origin: ORIGIN };
    const courses = (await t().app.inject({ url: '/api/admin/courses', headers })).json() as Course[];
    const course = courses.find((c) => c.slug === slug)!;
    const { id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = course;
    const res = await t().app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      headers,
      payload: { ...fields, ...change(course) },
    });
    expect(res.statusCode).toBe(200);
  };

  it('every seeded course arrives with the shipped Hindi of every text it shows, on every Hindi page', async () => {
    for (const url of ['/hi', '/hi/OfflineCourses', '/hi/courses/tally-gst', '/hi/AdmissionForm']) {
      const courses = await inlineCourses(url);
      expect(courses.length).toBeGreaterThan(10);
      for (const course of courses) {
        const shown = courseEnglishTexts(course).filter((text) => text.trim() !== '');
        expect(Object.keys(course.hindi ?? {}).sort()).toEqual([...new Set(shown)].sort());
      }
    }
    const tally = await inlineCourse('/hi', 'tally-gst');
    expect(tally.name).toBe('Tally + GST');
    expect(tally.hindi).toMatchObject({ 'Tally + GST': 'टैली + जीएसटी (Tally + GST)', '3 months': '3 महीने' });
  });

  it('the owner’s Hindi wins over the shipped one', async () => {
    await edit('python', (c) => ({ hindi: { [c.name]: 'पायथन प्रोग्रामिंग' } }));
    const python = await inlineCourse('/hi/courses/python', 'python');
    expect(python.hindi?.Python).toBe('पायथन प्रोग्रामिंग');
    expect(python.hindi?.[python.description]).toMatch(/[\u0900-\u097F]/);
  });

  it('a reworded English arrives with no Hindi (the page shows it in English), and its old Hindi is gone', async () => {
    await edit('java', () => ({ name: 'Core Java', duration: '5 months' }));
    const java = await inlineCourse('/hi/OfflineCourses', 'java');
    expect(java.name).toBe('Core Java');
    expect(java.hindi).not.toHaveProperty('Core Java');
    expect(java.hindi).not.toHaveProperty('5 months');
    expect(java.hindi).not.toHaveProperty('Java');
    // Its other texts still read as shipped, so they keep their Hindi.
    expect(java.hindi?.[java.description]).toMatch(/[\u0900-\u097F]/);
  });

  it('an English page’s courses carry no Hindi at all', async () => {
    for (const course of await inlineCourses('/OfflineCourses')) expect(course).not.toHaveProperty('hindi');
  });
});

import type { Course } from '@dds/shared/src/schemas/course';
import { writeStandInPages } from '../../../test/support/stand-in-pages';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';

describeEachDialect(
  'course pages: /courses/<slug> of a visible course is a page, rendered with the content of now',
  (t) => {
    // Stand-in render module: shows the fee of the course the path names.
    beforeAll(() =>
      writeStandInPages(
        t().config,
        `exports.renderPageParts = async (url, { content }) => {
         const course = content.courses.find((c) => '/courses/' + c.slug === url);
         return { head: '<title>Page</title>', body: '<main>' + (course ? course.name + ' fee ' + course.fee : 'not found') + '</main>' };
       };`,
      ),
    );
    const page = (url: string) => t().app.inject({ method: 'GET', url });
    const admin = async (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      t().app.inject({
        method,
        url,
        headers: { cookie: await t().login(), origin: ORIGIN },
        ...(payload ? { payload } : {}),
      });

    it('answers 200 for a visible course (any case), 404 for an unknown or hidden one', async () => {
      const ok = await page('/courses/tally-gst');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('<main>Tally + GST fee null</main>');
      expect((await page('/Courses/Tally-GST')).statusCode).toBe(200);
      expect((await page('/courses/no-such-course')).statusCode).toBe(404);
      // The bare list address goes to the course list (common-misspelling redirects).
      expect((await page('/courses/')).headers.location).toBe('/OfflineCourses');
      expect((await page('/courses/tally-gst/extra')).statusCode).toBe(404);

      const tally = ((await admin('GET', '/api/admin/courses')).json() as Course[]).find(
        (c) => c.slug === 'tally-gst',
      )!;
      await admin('PATCH', `/api/admin/courses/${tally.id}`, { visible: false });
      expect((await page('/courses/tally-gst')).statusCode).toBe(404);
      await admin('PATCH', `/api/admin/courses/${tally.id}`, { visible: true });
    });

    it('a changed fee is in the server HTML at the next request', async () => {
      const tally = ((await admin('GET', '/api/admin/courses')).json() as Course[]).find(
        (c) => c.slug === 'tally-gst',
      )!;
      expect((await page('/courses/tally-gst')).body).toContain('fee null');
      const { id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = tally;
      expect((await admin('PUT', `/api/admin/courses/${id}`, { ...fields, fee: 9999 })).statusCode).toBe(200);
      const after = await page('/courses/tally-gst');
      expect(after.body).toContain('<main>Tally + GST fee 9999</main>');
      const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(after.body)![1]!;
      expect(JSON.parse(json).courses.find((c: Course) => c.id === id).fee).toBe(9999);
    });

    it('the course’s Hindi goes only to Hindi pages: an English page’s content carries none', async () => {
      const tally = ((await admin('GET', '/api/admin/courses')).json() as Course[]).find(
        (c) => c.slug === 'tally-gst',
      )!;
      const { id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = tally;
      const hindi = { [tally.name]: 'टैली + जीएसटी' };
      expect((await admin('PUT', `/api/admin/courses/${id}`, { ...fields, hindi })).statusCode).toBe(200);
      const inlineCourse = async (url: string) => {
        const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(
          (await page(url)).body,
        )![1]!;
        return (JSON.parse(json).courses as Course[]).find((c) => c.id === id)!;
      };
      expect(await inlineCourse('/hi/courses/tally-gst')).toMatchObject({ name: 'Tally + GST', hindi });
      const english = await inlineCourse('/courses/tally-gst');
      expect(english.name).toBe('Tally + GST');
      expect(english).not.toHaveProperty('hindi');
    });

    it('the sitemap lists the page of every visible course', async () => {
      const sitemap = async () =>
        (await t().app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8080' } })).body;
      expect(await sitemap()).toContain('<loc>http://localhost:8080/courses/tally-gst</loc>');
      const java = ((await admin('GET', '/api/admin/courses')).json() as Course[]).find((c) => c.slug === 'java')!;
      await admin('PATCH', `/api/admin/courses/${java.id}`, { visible: false });
      expect(await sitemap()).not.toContain('/courses/java<');
      await admin('PATCH', `/api/admin/courses/${java.id}`, { visible: true });
    });
  },
);

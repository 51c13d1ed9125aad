import styled from '@emotion/styled';
import { INQUIRY_TILT } from '@dds/shared/constants';
import { INQUIRY_COURSES } from '@dds/shared/schemas';
import { Button } from '../../ui/button';
import { Field, FieldGrid, Honeypot, PrivacyNote } from '../../ui/field';
import { color, mq, radius } from '../../ui/theme';
import { useInquiryForm } from './use-inquiry-form';
import { useTilt } from './use-tilt';

/** SPEC.md §2: a full-screen section holding a card of medium maximum width. */
const Screen = styled.section`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 48px 16px;
  background:
    radial-gradient(circle at 15% 20%, rgba(245, 158, 11, 0.18), transparent 45%),
    radial-gradient(circle at 85% 80%, rgba(185, 28, 28, 0.16), transparent 45%),
    ${color.cream};
`;

const Card = styled.div`
  width: 100%;
  max-width: 768px;
  padding: 28px 20px;
  background: ${color.white};
  border-radius: ${radius.lg};
  border-top: 6px solid ${color.brand};
  box-shadow: 0 24px 60px rgba(69, 10, 10, 0.16);
  transition: transform ${INQUIRY_TILT.transitionMs}ms ease-out;
  will-change: transform;
  ${mq.md} { padding: 40px 44px; }
  h1, h2 { font-size: clamp(1.6rem, 5vw, 2.2rem); margin-bottom: 6px; }
  .lead { color: ${color.muted}; margin-bottom: 24px; }
`;

interface Props {
  /** h1 on the /inquiryform page, h2 inside the landing page. */
  headingLevel?: 1 | 2;
}

export function InquiryForm({ headingLevel = 2 }: Props) {
  const form = useInquiryForm();
  const tilt = useTilt<HTMLDivElement>();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { values, setField } = form;
  return (
    <Screen aria-labelledby="inquiry-title">
      <Card ref={tilt.ref} onPointerMove={tilt.onPointerMove} onPointerLeave={tilt.onPointerLeave}>
        <Heading id="inquiry-title">Student Inquiry Form</Heading>
        <p className="lead">Tell us what you want to learn — our counsellor will call you back within a day.</p>
        <form onSubmit={form.onSubmit} aria-labelledby="inquiry-title">
          <FieldGrid>
            <Field>
              <label htmlFor="inq-name">Full name</label>
              <input id="inq-name" name="name" autoComplete="name" required value={values.name} onChange={(e) => setField('name')(e.target.value)} />
            </Field>
            <Field>
              <label htmlFor="inq-email">Email</label>
              <input id="inq-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => setField('email')(e.target.value)} />
            </Field>
            <Field>
              <label htmlFor="inq-phone">Phone</label>
              <input id="inq-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required value={values.phone} onChange={(e) => setField('phone')(e.target.value)} />
            </Field>
            <Field>
              <label htmlFor="inq-course">Course</label>
              <select id="inq-course" name="course" required value={values.course} onChange={(e) => setField('course')(e.target.value)}>
                <option value="">Select Course</option>
                {INQUIRY_COURSES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field className="full">
              <label htmlFor="inq-message">Message</label>
              <textarea id="inq-message" name="message" required value={values.message} onChange={(e) => setField('message')(e.target.value)} />
            </Field>
            <Honeypot value={form.website} onChange={form.setWebsite} />
            <div className="full" css={{ display: 'grid', gap: 14 }}>
              <Button type="submit" disabled={form.sending} css={{ width: '100%' }}>
                {form.sending ? 'Sending…' : 'Submit Inquiry'}
              </Button>
              <PrivacyNote purpose="We use these details only to answer your inquiry." />
            </div>
          </FieldGrid>
        </form>
      </Card>
    </Screen>
  );
}

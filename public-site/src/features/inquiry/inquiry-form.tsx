import styled from '@emotion/styled';
import { INQUIRY_TILT } from '@dds/shared/constants';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { INQUIRY_COURSES } from '@dds/shared/schemas/inquiry-courses';
import { BUSINESS_TOPICS, type InquiryKind } from '@dds/shared/schemas/inquiry-kinds';
import { Link } from 'react-router-dom';
import { useSiteSettings, useSiteText } from '../../content/site-content';
import { Button } from '../../ui/button';
import { SubmissionLanguageInput } from '../../content/language';
import { Field, FieldGrid, Honeypot, PrivacyNote } from '../../ui/field';
import { FormOutcome, PageForm } from '../../ui/page-form';
import { color, mq, radius } from '../../ui/theme';
import { useInquiryForm } from './use-inquiry-form';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { uiText } from '../../ui/ui-text';
import { formText } from '../../ui/form-text';
import { useInterfaceText } from '../../i18n/interface-text';
import { RichText } from '../../i18n/rich-text';
import { inquiryText } from './inquiry-text';
import { useTilt } from './use-tilt';
import { renderWhenNear, type UsualHeight } from '../../ui/render-when-near';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/forms';

/** docs/contract.md §2: a full-screen section holding a card of medium maximum width. */
const Screen = styled.section<{ belowTheFold?: UsualHeight }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 48px 16px;
  background:
    radial-gradient(circle at 15% 20%, rgba(245, 158, 11, 0.18), transparent 45%),
    radial-gradient(circle at 85% 80%, rgba(185, 28, 28, 0.16), transparent 45%),
    ${color.cream};
  ${(p) => p.belowTheFold && renderWhenNear(p.belowTheFold)}
`;

/** Never transformed: the pointer is measured against it, so the tilting card cannot run away from it. */
const TiltArea = styled.div`
  width: 100%;
  max-width: 768px;
`;

const Card = styled.div`
  width: 100%;
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
  .course-page { margin: 0; padding: 10px 14px; border-radius: ${radius.md}; background: ${color.cream}; }
  .whatsapp { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin: -8px 0 24px; padding: 12px 16px; border-radius: ${radius.md}; background: #ecfdf5; color: #14532d; font-weight: 600; }
`;

interface Props {
  /** h1 on the /inquiryform page, h2 inside the landing page. */
  headingLevel?: 1 | 2;
  /** A student asking about a course (docs/contract.md §2), or a business about a project (from a services page). */
  kind?: InquiryKind;
  /** The service a business inquiry starts on (the services page it came from). */
  topic?: string;
  /** The course whose page sent the visitor here, by name: shown, and sent with the inquiry. */
  coursePage?: string;
  /** Where the form is far down a page (the home page's last section): rendered only when near, decision 037. */
  belowTheFold?: UsualHeight;
}

const text = { ...formText, ...uiText, ...inquiryText };

export function InquiryForm({ headingLevel = 2, kind = 'student', topic, coursePage, belowTheFold }: Props) {
  const form = useInquiryForm(kind, topic, coursePage);
  const tilt = useTilt<HTMLDivElement, HTMLDivElement>();
  const business = kind === 'business';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { values, setField } = form;
  const { whatsapp } = useSiteSettings();
  const copy = useSiteText().forms[business ? 'businessInquiry' : 'inquiry'];
  const t = useInterfaceText(text);
  return (
    <Screen aria-labelledby="inquiry-title" belowTheFold={belowTheFold}>
      <TiltArea ref={tilt.areaRef} onPointerMove={tilt.onPointerMove} onPointerLeave={tilt.onPointerLeave}>
        <Card ref={tilt.ref}>
          <Heading id="inquiry-title">{copy.title}</Heading>
          {copy.lead && <p className="lead">{copy.lead}</p>}
          {whatsapp && (
            <p className="whatsapp">
              <span>{t('inquiry.preferWhatsapp')}</span>
              <WhatsAppButton number={whatsapp} text={t('whatsapp.general')}>
                {t('inquiry.chatWithUs')}
              </WhatsAppButton>
            </p>
          )}
          <PageForm name="inquiry" onSubmit={form.onSubmit} aria-labelledby="inquiry-title">
            <FieldGrid>
              <FormOutcome outcome={form.outcome} />
              {business && <input type="hidden" name="kind" value="business" />}
              {coursePage && (
                <p className="full course-page">
                  <input type="hidden" name="coursePage" value={coursePage} />
                  <RichText
                    text={t('inquiry.aboutCourse', { course: coursePage })}
                    tags={{ strong: (words) => <strong>{words}</strong> }}
                  />
                </p>
              )}
              <Field>
                <label htmlFor="inq-name">{t('field.fullName')}</label>
                <input
                  id="inq-name"
                  name="name"
                  autoComplete="name"
                  required
                  value={values.name ?? ''}
                  onChange={(e) => setField('name')(e.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor="inq-email">{t('field.email')}</label>
                <input
                  id="inq-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email ?? ''}
                  onChange={(e) => setField('email')(e.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor="inq-phone">{t('field.phone')}</label>
                {/* No format rule (docs/contract.md §3): whatever is typed reaches the office, which sees an odd one flagged. */}
                <input
                  id="inq-phone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  value={values.phone ?? ''}
                  onChange={(e) => setField('phone')(e.target.value)}
                />
              </Field>
              {business ? (
                <Field>
                  <label htmlFor="inq-topic">{t('inquiry.projectTopic')}</label>
                  <select
                    id="inq-topic"
                    name="course"
                    value={values.course ?? ''}
                    onChange={(e) => setField('course')(e.target.value)}
                  >
                    <option value="">{t('inquiry.notSureYet')}</option>
                    {BUSINESS_TOPICS.map((topic) => (
                      <option key={topic.value} value={topic.value}>
                        {t(`inquiry.topic.${topic.value}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : (
                <Field>
                  <label htmlFor="inq-course">{t('field.course')}</label>
                  <select
                    id="inq-course"
                    name="course"
                    required
                    value={values.course ?? ''}
                    onChange={(e) => setField('course')(e.target.value)}
                  >
                    <option value="">{t('form.selectCourse')}</option>
                    {INQUIRY_COURSES.map((c) => (
                      <option key={c.value} value={c.value}>
                        {t(`inquiry.course.${c.value}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              <Field className="full">
                <label htmlFor="inq-message">{t('field.message')}</label>
                <textarea
                  id="inq-message"
                  name="message"
                  required
                  value={values.message ?? ''}
                  onChange={(e) => setField('message')(e.target.value)}
                />
              </Field>
              <Honeypot value={form.website} onChange={form.setWebsite} />
              <SubmissionLanguageInput />
              <div className="full" css={{ display: 'grid', gap: 14 }}>
                <Button type="submit" disabled={form.sending} css={{ width: '100%' }}>
                  {form.sending ? t('form.sending') : t('inquiry.submit')}
                </Button>
                <PrivacyNote purpose={t('inquiry.privacy')} />
                {business && (
                  <p css={{ margin: 0, fontSize: '0.92rem' }}>
                    <RichText
                      text={t('inquiry.studentInstead')}
                      tags={{ link: (words) => <Link to={PUBLIC_ROUTES.inquiry.link}>{words}</Link> }}
                    />
                  </p>
                )}
              </div>
            </FieldGrid>
          </PageForm>
        </Card>
      </TiltArea>
    </Screen>
  );
}

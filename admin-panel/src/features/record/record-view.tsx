import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAdminText } from '../../i18n/admin-text';
import { LoadFailed } from '../../ui/load-failed';
import { uiText } from '../../ui/ui-text';
import { NotesControl, listText, useResourceInLanguage } from '../data-table';
import { Card, Notice, PageTitle } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { useBackToList } from './back-to-list';
import { ContactEditor } from './contact-editor';
import { DuplicateWarning } from './duplicate-warning';
import { FieldList } from './field-value';
import { formatWhen } from '../../ui/format';
import { PaymentSection } from './payment-section';
import { trashRecord, updateRecord, type RecordAnswer } from './record-api';
import { RecordHistory } from './record-history';
import { RecordStatus } from './record-status';
import { TrashActions } from './trash-actions';
import type { ResourceDefinition, ResourceField } from '@dds/shared/resources';
import { useRecord } from './use-record';
import { optionLabel } from '@dds/shared/resources/resource-definition';
import { recordText } from './record-text';
import { FollowUpSection, ReplySection, personOf, useAssignees } from '../leads';

/** Leads (decision 024): the lists with a follow-up and a reply, and the statuses in which one is still open. */
const LEADS: Record<string, readonly string[]> = { inquiries: ['new', 'contacted'], admissions: ['pending'] };

/** What a lead is about, in words: the course page it came from, else its course as the form words it. */
function leadCourse(def: ResourceDefinition, item: Record<string, unknown>): string {
  if (typeof item.coursePage === 'string' && item.coursePage) return item.coursePage;
  const field = def.fields.find((f) => f.key === 'course');
  return field?.options ? optionLabel(field, String(item.course ?? '')) : String(item.course ?? '');
}

const PAYMENT_KINDS = new Set(['file', 'money', 'upiRef', 'boolean']);

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card aria-labelledby={id} css={{ display: 'grid', gap: 12, padding: 16, minWidth: 0 }}>
      <h2 id={id} css={{ margin: 0, fontSize: 17 }}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Splits the definition's fields into the screen's sections, keeping the definition's order in each. */
function sections(def: ResourceDefinition) {
  const contact = new Set(def.editableContactFields);
  const payment =
    def.name === 'donations' ? def.fields.filter((f) => PAYMENT_KINDS.has(f.kind) || f.key === 'message') : [];
  const taken = new Set([...contact, ...payment.map((f) => f.key), 'notes', 'status', 'statusChangedAt', 'createdAt']);
  const details: ResourceField[] = def.fields.filter((f) => !taken.has(f.key) && f.kind !== 'status');
  return { payment, details, hasNotes: def.fields.some((f) => f.key === 'notes'), hasStatus: !!def.statuses?.length };
}

function Loaded({
  def,
  record,
  reload,
}: {
  def: ResourceDefinition;
  record: RecordAnswer;
  reload: () => Promise<void>;
}) {
  const { item, history, duplicates } = record;
  const t = useAdminText(recordText);
  const name = String(item[def.titleField] ?? '');
  const subject = t('record.subject', { singular: def.singular.toLowerCase(), name });
  const { payment, details, hasNotes, hasStatus } = sections(def);
  const conflict = useEditConflict<Record<string, unknown>>();
  const lead = LEADS[def.name];
  const people = useAssignees();
  const [overwriting, setOverwriting] = useState(false);
  // Every change is saved with the version this screen shows, then the record is read again so the
  // history shows it at once. A stale save is refused: the editor keeps its text and says so, and the
  // notice above offers reload (the history then shows what the other admin did) or overwrite.
  const save = async (patch: Record<string, unknown>, base = item.version as number | undefined) => {
    conflict.clear();
    try {
      await updateRecord(def.apiPath, item.id, patch, base);
    } catch (failure) {
      conflict.caught(failure, patch);
      throw failure;
    }
    await reload();
  };
  const overwrite = async () => {
    if (!conflict.pending || !conflict.conflict) return;
    setOverwriting(true);
    try {
      await save(conflict.pending, conflict.conflict.version);
    } catch {
      // A new conflict or failure is shown by the notice or the editor.
    } finally {
      setOverwriting(false);
    }
  };

  return (
    <>
      <header css={{ display: 'grid', gap: 8 }}>
        {/* Focused on arrival for screen readers; it is not a control, so it draws no focus ring. */}
        <PageTitle
          id="record-title"
          tabIndex={-1}
          css={{
            margin: 0,
            overflowWrap: 'anywhere',
            '&:focus': { outline: 'none' },
            [media.narrow]: { fontSize: 21 },
          }}
        >
          {t('record.title', { singular: def.singular, name: name || t('record.noName') })}
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          {t('record.number', { id: String(item.id) })} · {t('record.received')}{' '}
          <time dateTime={String(item.createdAt)}>{formatWhen(String(item.createdAt ?? ''))}</time>
        </p>
        <TrashActions
          def={def}
          item={item}
          act={async (action) => {
            await trashRecord(def.apiPath, item.id, action);
            await reload();
          }}
        />
      </header>
      {conflict.conflict && (
        <EditConflictNotice
          conflict={conflict.conflict}
          busy={overwriting}
          onReload={() => {
            conflict.clear();
            void reload();
          }}
          onOverwrite={() => void overwrite()}
        />
      )}
      {duplicates.length > 0 && <DuplicateWarning adminPath={def.adminPath} matches={duplicates} />}
      <div
        css={{
          display: 'grid',
          gap: 16,
          alignItems: 'start',
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 340px)' },
        }}
      >
        <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
          {hasStatus && (
            <Section title={t('section.status')} id="record-status">
              <RecordStatus
                def={def}
                value={String(item.status)}
                changedAt={(item.statusChangedAt as string | null) ?? null}
                save={(status) => save({ status })}
              />
            </Section>
          )}
          {payment.length > 0 && (
            <Section title={t('section.payment')} id="record-payment">
              <PaymentSection item={item} fields={payment} onSaved={() => void reload()} />
            </Section>
          )}
          {lead && (
            <Section title={t('section.reply')} id="record-reply">
              <ReplySection
                name={name}
                email={String(item.email ?? '')}
                phone={String(item.phone ?? '')}
                course={leadCourse(def, item)}
              />
            </Section>
          )}
          {lead && (
            <Section title={t('section.followUp')} id="record-follow-up">
              <FollowUpSection
                key={`${String(item.version)}`}
                followUpOn={(item.followUpOn as string | null | undefined) ?? null}
                assignedTo={(item.assignedTo as number | null | undefined) ?? null}
                subject={subject}
                open={lead.includes(String(item.status))}
                save={(patch) => save(patch)}
              />
            </Section>
          )}
          {def.editableContactFields.length > 0 && (
            <Section title={t('section.contact')} id="record-contact">
              <ContactEditor def={def} item={item} subject={subject} save={save} />
            </Section>
          )}
          {details.length > 0 && (
            <Section title={t('section.details')} id="record-details">
              <FieldList fields={details} item={item} />
            </Section>
          )}
          {hasNotes && (
            <Section title={t('section.notes')} id="record-notes">
              <NotesControl value={String(item.notes ?? '')} subject={subject} onSave={(notes) => save({ notes })} />
            </Section>
          )}
        </div>
        <Section title={t('section.history')} id="record-history">
          <RecordHistory
            def={def}
            history={history}
            receivedAt={item.createdAt}
            person={personOf(people, (id) => t('history.removedUser', { id }))}
          />
        </Section>
      </div>
    </>
  );
}

/** One inquiry, admission or donation whole, at its own address (/admin/inquiries/12): bookmarkable, survives a reload. */
export function RecordView({ def: definition, id }: { def: ResourceDefinition; id: number }) {
  // The definition in the admin's language: the sections' field labels, statuses and names follow it.
  const def = useResourceInLanguage(definition);
  const t = useAdminText(recordText);
  const say = useAdminText(uiText);
  const sayList = useAdminText(listText);
  const { state, reload } = useRecord(def.apiPath, id);
  const back = useBackToList(def.adminPath, (to) =>
    to === 'list' ? sayList('list.backTo', { noun: def.plural.toLowerCase() }) : t('record.back'),
  );

  // A new record (first load, or a duplicate's link) puts focus on its title, so a screen reader says where it is.
  useEffect(() => {
    if (state.phase === 'ready') document.getElementById('record-title')?.focus({ preventScroll: true });
  }, [state.phase, id]);

  return (
    <article
      aria-labelledby={state.phase === 'ready' ? 'record-title' : undefined}
      css={{ display: 'grid', gap: 16, maxWidth: 1180, [media.narrow]: { gap: 12 } }}
    >
      <Link
        to={back.to}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          justifySelf: 'start',
          minHeight: 44,
          fontWeight: 600,
          color: colors.brand,
        }}
      >
        ← {back.label}
      </Link>
      {state.phase === 'loading' && <p role="status">{say('common.loading')}</p>}
      {state.phase === 'missing' && (
        <Notice tone="error" role="alert">
          {t('record.missing', { singular: def.singular.toLowerCase(), id: Number.isFinite(id) ? String(id) : '?' })}
        </Notice>
      )}
      {state.phase === 'failed' && (
        <LoadFailed
          say={(values) => t('record.failed', { singular: def.singular.toLowerCase(), ...values })}
          error={state.message}
          onRetry={() => void reload()}
        />
      )}
      {state.phase === 'ready' && <Loaded def={def} record={state.record} reload={reload} />}
    </article>
  );
}

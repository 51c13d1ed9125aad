import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { HindiMemory } from '@dds/shared/schemas/content-hindi';
import type { MediaImage } from '@dds/shared/schemas/media-urls';
import { mediaSrc } from '@dds/shared/schemas/media-urls';
import { useAdminText } from '../../i18n/admin-text';
import { Button } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { ItemControls, refocusMoveButton } from '../content';
import { ListState } from '../content';
import type { useOrderedList } from '../content';
import { SortableList } from '../../ui/sortable/sortable-list';
import { MissingInHindi } from '../../ui/hindi-box';
import { peopleText } from './people-text';
import { PersonForm, type PersonField, type PersonFormWords } from './person-form';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  li { display: grid; grid-template-columns: 48px minmax(0, 1fr) auto; gap: 10px 14px; align-items: start; padding: 14px; }
  li + li { border-top: 1px solid #e5e7eb; }
  .face { width: 48px; height: 48px; border-radius: 50%; object-fit: cover; display: grid; place-items: center; background: #fee2e2; color: #7f1d1d; font-weight: 700; }
  .who { margin: 0; font-weight: 700; }
  .what { margin: 0; font-size: 13px; color: ${colors.muted}; }
  .text { margin: 6px 0 0; font-size: 14px; white-space: pre-line; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  .missing-hindi { display: inline-block; margin-top: 6px; }
  .controls { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; }
  ${media.narrow} {
    li { grid-template-columns: 48px minmax(0, 1fr); }
    .controls { grid-column: 1 / -1; justify-content: flex-start; }
  }
`;

type Person = { id: number; name: string; photo: MediaImage | null; version?: number; hindi?: HindiMemory };

interface Props<T extends Person> {
  id: string;
  title: string;
  /** The section in words for its load failure ("messages from the team"). */
  loadWhat: string;
  intro: string;
  /** Said while nobody is entered: what the public site does meanwhile. */
  emptyText: string;
  /** A person's item inside a sentence ("the message of Asha"): the buttons, the grip, the confirmation. */
  itemName: (item: T) => string;
  formWords: PersonFormWords;
  list: ReturnType<typeof useOrderedList<T>>;
  fields: PersonField[];
  check: Parameters<typeof PersonForm<T>>[0]['check'];
  toValues: (item: T) => Record<string, string>;
  save: Parameters<typeof PersonForm<T>>[0]['save'];
  describe: (item: T) => { what: string; text: string };
  /** How many of the person's texts the Hindi pages show in English (docs/decisions/026-hindi.md §3). */
  missingHindi: (item: T) => number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w) && !/^(dr|mr|mrs|ms)\.?$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** One block of the People screen: the list in site order, and the form to add or edit. */
export function PeopleSection<T extends Person>({
  id,
  title,
  loadWhat,
  intro,
  emptyText,
  itemName,
  formWords,
  list,
  fields,
  check,
  toValues,
  save,
  describe,
  missingHindi,
}: Props<T>) {
  const { items, loadError, reload, busy, announcement, lastMove, move, reorder, remove, saved } = list;
  const [editing, setEditing] = useState<T | null>(null);
  useEffect(() => refocusMoveButton(lastMove), [lastMove, items]);
  // A reloaded list (after another admin's save) gives the open form the person's new version; the
  // form keeps what was typed (it resets only when another person is chosen).
  useEffect(
    () => setEditing((current) => (current ? (items?.find((i) => i.id === current.id) ?? current) : current)),
    [items],
  );
  const t = useAdminText(peopleText);
  return (
    <section aria-labelledby={id} css={{ display: 'grid', gap: 12 }}>
      <div>
        <h2 id={id} css={{ margin: '0 0 4px', fontSize: 20 }}>
          {title}
        </h2>
        <p css={{ margin: 0, color: colors.muted }}>{intro}</p>
      </div>
      <ListState
        what={loadWhat}
        loadError={loadError}
        loading={!items}
        reload={() => void reload()}
        announcement={announcement}
      >
        {items?.length === 0 ? (
          <p
            css={{
              margin: 0,
              padding: '12px 14px',
              background: '#fff',
              border: '1px dashed #d1d5db',
              borderRadius: 10,
            }}
          >
            {emptyText}
          </p>
        ) : (
          <SortableList
            items={items ?? []}
            itemId={(item) => item.id}
            itemName={itemName}
            disabled={busy}
            onMove={(item, to) => void reorder(item, to)}
            renderList={(children) => <Rows aria-label={t('people.inOrder', { title })}>{children}</Rows>}
            renderItem={(item, index, drag) => {
              const { what, text } = describe(item);
              const missing = missingHindi(item);
              return (
                <li ref={drag.ref} style={drag.style}>
                  {item.photo ? (
                    <img className="face" src={mediaSrc(item.photo, 48)} alt="" width={48} height={48} />
                  ) : (
                    <span className="face" aria-hidden="true">
                      {initials(item.name)}
                    </span>
                  )}
                  <div>
                    <p className="who">{item.name}</p>
                    <p className="what">{what}</p>
                    <p className="text">{text}</p>
                    {missing > 0 && (
                      <MissingInHindi
                        className="missing-hindi"
                        title={t('people.missingHindiTitle', { count: missing })}
                      >
                        {t('people.missingHindi', { count: missing })}
                      </MissingInHindi>
                    )}
                  </div>
                  <div className="controls">
                    <Button
                      type="button"
                      onClick={() => setEditing(item)}
                      aria-label={t('people.editNamed', { name: itemName(item) })}
                    >
                      {t('people.edit')}
                    </Button>
                    <ItemControls
                      id={item.id}
                      name={itemName(item)}
                      index={index}
                      count={items?.length ?? 0}
                      busy={busy}
                      onMove={(d) => void move(item, d)}
                      onDelete={() => {
                        if (editing?.id === item.id) setEditing(null);
                        void remove(item);
                      }}
                      deleteQuestion={{
                        question: t('people.deleteQuestion', { name: itemName(item) }),
                        detail: t('people.deleteDetail'),
                      }}
                      dragHandle={drag.handle}
                    />
                  </div>
                </li>
              );
            }}
          />
        )}
      </ListState>
      <PersonForm<T>
        words={formWords}
        fields={fields}
        check={check}
        editing={editing}
        toValues={toValues}
        save={save}
        onSaved={saved}
        onCancelEdit={() => setEditing(null)}
        onReload={() => void reload()}
      />
    </section>
  );
}

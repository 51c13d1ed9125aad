import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteContent } from '@dds/shared/schemas';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { fetchSiteContent } from '../content';
import { useAdminText } from '../../i18n/admin-text';
import { TAP, colors } from '../../ui/theme';
import { dashboardText } from './dashboard-text';

/** What to do, why and the link's words are `todo.<key>`, `todo.<key>.why`, `todo.<key>.action` (./dashboard-text.ts). */
export interface ContentTodo {
  key: 'photos' | 'videos' | 'leaders' | 'testimonials';
  to: string;
}

/**
 * What a fresh install shows that is not the institute's own: sample photos and videos (marked as
 * samples on the public pages), and no leaders' messages or testimonials at all.
 */
export function contentTodos(
  content: Pick<SiteContent, 'photos' | 'videos' | 'leaders' | 'testimonials'>,
): ContentTodo[] {
  const todos: ContentTodo[] = [];
  if (!content.photos.length) todos.push({ key: 'photos', to: ADMIN_ROUTES.gallery });
  if (!content.videos.length) todos.push({ key: 'videos', to: ADMIN_ROUTES.videos });
  if (!content.leaders.length) todos.push({ key: 'leaders', to: ADMIN_ROUTES.people });
  if (!content.testimonials.length) todos.push({ key: 'testimonials', to: ADMIN_ROUTES.people });
  return todos;
}

/** The to-do list of the site's pictures and people; null until read (or if it cannot be read). */
export function useContentTodos(generation: number): ContentTodo[] | null {
  const [todos, setTodos] = useState<ContentTodo[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchSiteContent().then(
      (content) => live && setTodos(contentTodos(content)),
      () => live && setTodos(null),
    );
    return () => {
      live = false;
    };
  }, [generation]);
  return todos;
}

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP};
  color: ${colors.brand};
  font-weight: 600;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

export function ContentTodoList({ todos }: { todos: ContentTodo[] }) {
  const t = useAdminText(dashboardText);
  return (
    <ul data-testid="content-todos" css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 2 }}>
      {todos.map((todo) => (
        <li key={todo.key}>
          <strong>{t(`todo.${todo.key}`)}</strong> — {t(`todo.${todo.key}.why`)}.{' '}
          <ActionLink to={todo.to}>{t(`todo.${todo.key}.action`)}</ActionLink>
        </li>
      ))}
    </ul>
  );
}

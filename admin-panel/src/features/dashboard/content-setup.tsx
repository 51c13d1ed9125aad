import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteContent } from '@dds/shared/schemas';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { fetchSiteContent } from '../content';
import { TAP, colors } from '../../ui/theme';

export interface ContentTodo {
  key: 'photos' | 'videos' | 'leaders' | 'testimonials';
  label: string;
  why: string;
  to: string;
  action: string;
}

/**
 * What a fresh install shows that is not the institute's own: sample photos and videos (marked as
 * samples on the public pages), and no leaders' messages or testimonials at all.
 */
export function contentTodos(
  content: Pick<SiteContent, 'photos' | 'videos' | 'leaders' | 'testimonials'>,
): ContentTodo[] {
  const todos: ContentTodo[] = [];
  if (!content.photos.length)
    todos.push({
      key: 'photos',
      label: 'Replace the sample photos',
      why: 'the Photos page shows sample pictures',
      to: ADMIN_ROUTES.gallery,
      action: 'Upload photos',
    });
  if (!content.videos.length)
    todos.push({
      key: 'videos',
      label: 'Replace the sample videos',
      why: 'the Videos page shows sample videos',
      to: ADMIN_ROUTES.videos,
      action: 'Add videos',
    });
  if (!content.leaders.length) {
    todos.push({
      key: 'leaders',
      label: "Add the director's, CEO's and manager's messages",
      why: 'the About page has no messages from your team',
      to: ADMIN_ROUTES.people,
      action: 'Add messages',
    });
  }
  if (!content.testimonials.length)
    todos.push({
      key: 'testimonials',
      label: 'Add student testimonials',
      why: 'the home and About pages show none',
      to: ADMIN_ROUTES.people,
      action: 'Add testimonials',
    });
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
  return (
    <ul data-testid="content-todos" css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 2 }}>
      {todos.map((todo) => (
        <li key={todo.key}>
          <strong>{todo.label}</strong> — {todo.why}. <ActionLink to={todo.to}>{todo.action}</ActionLink>
        </li>
      ))}
    </ul>
  );
}

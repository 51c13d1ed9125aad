import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchSiteContent } from '../content';
import { useAdminText } from '../../i18n/admin-text';
import { TAP, colors } from '../../ui/theme';
import { dashboardText } from './dashboard-text';
import { useFirstRead } from './first-reads';
import { contentTodos, type ContentTodo } from './content-todos';

/** The to-do list of the site's pictures and people; null until read (or if it cannot be read). */
export function useContentTodos(generation: number): ContentTodo[] | null {
  // The dashboard's first answer (./first-reads.tsx): the setup card starts as it will stay.
  const { first, firstFetch } = useFirstRead('todos');
  const [todos, setTodos] = useState<ContentTodo[] | null>(first?.ok ? first.value : null);
  useEffect(() => {
    if (!firstFetch()) return;
    let live = true;
    fetchSiteContent().then(
      (content) => live && setTodos(contentTodos(content)),
      () => live && setTodos(null),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstFetch reads a ref
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

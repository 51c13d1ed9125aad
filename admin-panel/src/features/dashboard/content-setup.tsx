import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useAdminText } from '../../i18n/admin-text';
import { TAP, colors } from '../../ui/theme';
import { dashboardText } from './dashboard-text';
import type { ContentTodo } from './content-todos';

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

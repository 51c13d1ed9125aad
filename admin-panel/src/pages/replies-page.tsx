import { ReplyTemplatesView } from '../features/leads';

export function RepliesPage() {
  return <ReplyTemplatesView />;
}

import { ReleasesView } from '../features/releases/releases-view';

export function ReleasesPage() {
  return <ReleasesView />;
}

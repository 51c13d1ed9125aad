import { ActivityView } from '../features/activity/activity-view';

export function ActivityPage() {
  return <ActivityView />;
}

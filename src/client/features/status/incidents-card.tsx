import { INCIDENT_STATE_LABELS, isEndedState } from '@shared/status/incidents';
import type { StatusIncident } from '@shared/status/incidents-api';
import { componentName } from '@shared/status/status';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useLiveTopics } from '../live';
import { publicIncidentsQuery } from './incidents-api';

function IncidentItem({ incident }: { incident: StatusIncident }) {
  const ended = isEndedState(incident.state);
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words font-semibold">{incident.title}</h3>
        <Badge variant={ended ? 'success' : incident.severity === 'minor' ? 'warning' : 'danger'}>
          {INCIDENT_STATE_LABELS[incident.state]}
        </Badge>
        {incident.kind === 'maintenance' && <Badge variant="outline">Maintenance</Badge>}
      </div>
      {incident.body && <p className="whitespace-pre-line break-words text-sm text-muted">{incident.body}</p>}
      <p className="text-xs text-muted">
        {incident.components.length > 0 && `${incident.components.map(componentName).join(', ')} · `}
        Started {estDateTime(incident.started_at)}
        {incident.ended_at && ` · ended ${estDateTime(incident.ended_at)}`}
      </p>
    </li>
  );
}

export function IncidentsCard() {
  useLiveTopics('status_incidents');
  const incidents = useQuery(publicIncidentsQuery);
  const list = incidents.data?.incidents ?? [];
  return (
    <Card role="region" aria-labelledby="incidents-title">
      <h2 id="incidents-title" className="text-lg font-bold">
        Incidents
      </h2>
      <div aria-live="polite">
        {list.length === 0 ? (
          <p className="mt-2 text-muted">
            {incidents.isError
              ? 'Incidents could not be loaded. Problems in game are announced in our Discord first.'
              : 'No incidents are open. Problems in game are announced in our Discord first.'}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {list.map((incident) => (
              <IncidentItem key={incident.id} incident={incident} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

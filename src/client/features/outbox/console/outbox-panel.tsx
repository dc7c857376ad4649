/**
 * The console's Outbox tab: messages Discord refused for good (dead letters), and the Discord
 * messages players asked for that this server would send once a bot is configured.
 */
import type { OutboxMessageView } from '@shared/outbox/messages';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { outboxQuery } from './outbox-api';

function MessageList({
  title,
  empty,
  messages,
}: {
  title: string;
  empty: string;
  messages: OutboxMessageView[];
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-display text-lg font-bold">{title}</h3>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {messages.map((m) => (
            <li key={m.id}>
              <Card className="space-y-1">
                <p className="whitespace-pre-wrap break-words text-fg">{m.text}</p>
                <p className="text-xs text-muted">
                  <time dateTime={m.created_at}>{estDateTime(m.created_at)}</time>
                  {m.last_error ? ` · ${m.last_error}` : ''}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function OutboxPanel() {
  const { data, isError } = useQuery(outboxQuery);
  if (isError) return <p role="alert">We could not load the outbox.</p>;
  if (!data) return <Spinner label="Loading the outbox…" />;
  return (
    <div className="space-y-6">
      <MessageList
        title="Would send on Discord"
        empty="No Discord messages waiting for a bot."
        messages={data.would_send}
      />
      <MessageList title="Dead letters" empty="Nothing was refused for good." messages={data.dead_letters} />
    </div>
  );
}

/**
 * "You are banned until …: reason" for the signed-in player, where they would sign up, send a form
 * or buy, with the way to appeal. Nothing shows for players who are not banned or for visitors.
 */
import { banMessage } from '@shared/bans/rule';
import { useQuery } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Link } from '../../lib/router';
import { useSession } from '../auth';
import { myBanQuery } from './my-ban';

export function BanNotice() {
  const { user } = useSession();
  const { data } = useQuery(myBanQuery(Boolean(user)));
  const ban = data?.ban;
  if (!ban) return null;
  return (
    <Card role="alert" className="mb-6 flex gap-3 border-danger">
      <ShieldOff className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
      <div>
        <p className="font-bold text-fg">{banMessage(ban)}</p>
        <p className="text-sm text-muted">
          While banned you cannot sign up, register, buy or send forms other than a ban appeal.{' '}
          <Link to="/appeal-bans" className="underline">
            Appeal the ban
          </Link>
        </p>
      </div>
    </Card>
  );
}

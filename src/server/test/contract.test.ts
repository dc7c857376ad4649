import { describe, expect, it } from 'vitest';
import { meResponse } from '../../shared/auth/me';
import { expectContract } from './contract';

const visitor = { user: null, player: null };
const player = {
  id: 'p1',
  auth_user_id: null,
  uuid: null,
  username: 'Ash',
  mc_username: null,
  discord_id: null,
};

describe('expectContract', () => {
  it('passes an answer that matches its schema exactly', () => {
    expect(expectContract(meResponse, visitor)).toEqual(visitor);
    expect(expectContract(meResponse, { user: null, player })).toEqual({ user: null, player });
  });

  it('fails when the server renames a field', () => {
    const { mc_username, ...rest } = player;
    const renamed = { user: null, player: { ...rest, minecraft_username: mc_username } };
    expect(() => expectContract(meResponse, renamed)).toThrow();
  });

  it('fails on a field the schema does not name (how a renamed optional field shows)', () => {
    expect(() => expectContract(meResponse, { ...visitor, session: null })).toThrow(/does not name/);
  });

  it('fails when a field changes type', () => {
    expect(() => expectContract(meResponse, { user: null, player: { ...player, uuid: 42 } })).toThrow(
      /breaks its shared schema/,
    );
  });

  it('types client code by the schema, so a field the schema lacks does not compile', () => {
    const body = expectContract(meResponse, { user: null, player });
    // @ts-expect-error: the schema names `mc_username`, not `minecraft_username`.
    expect(body.player?.minecraft_username).toBeUndefined();
    expect(body.player?.mc_username).toBeNull();
  });
});
